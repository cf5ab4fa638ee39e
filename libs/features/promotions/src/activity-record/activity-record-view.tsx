import type { Paged } from '@h5/api-client';
import type { ActivityApplication } from '@h5/api-contract';
import { activityApplicationStatus } from '@h5/domain';
import { PagedList, RecordDetail, RecordRow, Screen, StatusTag } from '@h5/ui-kit';
import { messages } from '../messages';

export interface ActivityRecordViewProps {
  applications: Paged<ActivityApplication>;
  onBack: () => void;
}

function ApplicationRow({ application }: { application: ActivityApplication }) {
  const status = activityApplicationStatus(application.state);
  return (
    <RecordRow title={application.activity_name} aside={<StatusTag label={status.label} tone={status.tone} />}>
      <RecordDetail>{messages.activityRecord.applyTime(application.created_at)}</RecordDetail>
    </RecordRow>
  );
}

/** /activityRecord (活动记录). */
export function ActivityRecordView({ applications, onBack }: ActivityRecordViewProps) {
  return (
    <Screen title={messages.activityRecord.title} onBack={onBack}>
      <PagedList
        {...applications}
        getKey={(application) => application.id}
        renderItem={(application) => <ApplicationRow application={application} />}
      />
    </Screen>
  );
}
