import { useBack } from '@h5/feature-kit';
import { ActivityRecordView } from './activity-record-view';
import { useActivityRecord } from './use-activity-record';

/** /activityRecord. */
export default function ActivityRecordPage() {
  const applications = useActivityRecord();
  const onBack = useBack();
  return <ActivityRecordView applications={applications} onBack={onBack} />;
}
