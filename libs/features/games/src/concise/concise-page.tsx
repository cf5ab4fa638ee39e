import { useBack } from '@h5/feature-kit';
import { ConciseView } from './concise-view';
import { useConcise } from './use-concise';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /concise: the slot providers' games; a tap opens one (members) or asks to log in. */
export default function ConcisePage() {
  const { transferOffer, ...model } = useConcise();
  return (
    <>
      <ConciseView {...model} onBack={useBack()} />
      {transferOffer}
    </>
  );
}
