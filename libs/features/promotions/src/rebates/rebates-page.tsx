import { useBack } from '@h5/feature-kit';
import { RebatesView } from './rebates-view';
import { useRebates } from './use-rebates';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /fanshui. */
export default function RebatesPage() {
  const model = useRebates();
  const onBack = useBack();
  return (
    <RebatesView
      totals={model.totals}
      claiming={model.claiming}
      onClaim={model.onClaim}
      platforms={model.platforms}
      platform={model.platform}
      onPlatform={model.setPlatform}
      date={model.date}
      onDate={model.setDate}
      rebates={model.rebates}
      listKey={model.listKey}
      onBack={onBack}
    />
  );
}
