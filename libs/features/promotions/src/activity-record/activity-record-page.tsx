import { useBack } from '@h5/feature-kit';
import { ActivityRecordView } from './activity-record-view';
import { useActivityRecord } from './use-activity-record';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /activityRecord. */
export default function ActivityRecordPage() {
  const applications = useActivityRecord();
  const onBack = useBack();
  return <ActivityRecordView applications={applications} onBack={onBack} />;
}
