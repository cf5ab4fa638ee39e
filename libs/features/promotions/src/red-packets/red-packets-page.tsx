import { useBack } from '@h5/feature-kit';
import { RedPacketsView } from './red-packets-view';
import { useRedPackets } from './use-red-packets';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /hongbao. */
export default function RedPacketsPage() {
  const model = useRedPackets();
  const onBack = useBack();
  return (
    <RedPacketsView
      closed={model.closed}
      waiting={model.waiting}
      info={model.info}
      failed={model.failed}
      onRetry={model.retry}
      grabbing={model.grabbing}
      onGrab={model.onGrab}
      popup={model.popup}
      onClosePopup={model.closePopup}
      onRecharge={model.onRecharge}
      onRecords={model.onRecords}
      onBack={onBack}
    />
  );
}
