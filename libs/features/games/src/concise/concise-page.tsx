import { useBack } from '@h5/feature-kit';
import { ConciseView } from './concise-view';
import { useConcise } from './use-concise';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /concise: the slot providers' games; a tap opens one (members) or asks to log in. */
export default function ConcisePage() {
  const concise = useConcise();
  const goBack = useBack();
  return (
    <>
      <ConciseView
        tab={concise.tab}
        onSelectTab={concise.selectTab}
        games={concise.games}
        state={concise.state}
        onRetry={concise.retry}
        onOpenGame={(game) => void concise.openGame(game)}
        openingKey={concise.openingKey}
        onBack={goBack}
      />
      {concise.transferOffer}
    </>
  );
}
