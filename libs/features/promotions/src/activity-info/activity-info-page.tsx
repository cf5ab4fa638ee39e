import { ActivityInfoView } from './activity-info-view';
import { useActivityInfo } from './use-activity-info';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /activityInfo?id. */
export default function ActivityInfoPage() {
  return <ActivityInfoView {...useActivityInfo()} />;
}
