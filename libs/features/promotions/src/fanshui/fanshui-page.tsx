import { useBack } from '@h5/feature-kit';
import { FanshuiView } from './fanshui-view';
import { useFanshui } from './use-fanshui';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /fanshui. */
export default function FanshuiPage() {
  const model = useFanshui();
  const onBack = useBack();
  return (
    <FanshuiView
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
