import { useBack } from '@h5/feature-kit';
import { ActivityInfoView } from './activity-info-view';
import { useActivityInfo } from './use-activity-info';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /activityInfo?id. */
export default function ActivityInfoPage() {
  const model = useActivityInfo();
  const onBack = useBack();
  return (
    <ActivityInfoView
      activity={model.activity}
      loading={model.loading}
      failed={model.failed}
      onRetry={model.retry}
      loggedIn={model.loggedIn}
      applying={model.applying}
      onApply={model.onApply}
      onLogin={model.onLogin}
      onBack={onBack}
    />
  );
}
