import { useBack } from '@h5/feature-kit';
import { HongbaoView } from './hongbao-view';
import { useHongbao } from './use-hongbao';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /hongbao. */
export default function HongbaoPage() {
  const model = useHongbao();
  const onBack = useBack();
  return (
    <HongbaoView
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
