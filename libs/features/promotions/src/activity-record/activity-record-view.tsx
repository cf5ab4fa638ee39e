import type { ActivityApplication } from '@h5/api-contract';
import { activityApplicationStatus } from '@h5/domain';
import { Card, PagedList, Screen, StatusTag } from '@h5/ui-kit';
import styled from 'styled-components';
import type { Paged } from '@h5/api-client';
import { messages } from '../messages';

export interface ActivityRecordViewProps {
  applications: Paged<ActivityApplication>;
  onBack: () => void;
}

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Time = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

function ApplicationRow({ application }: { application: ActivityApplication }) {
  const status = activityApplicationStatus(application.state);
  return (
    <Row>
      <Name>{application.activity_name}</Name>
      <StatusTag label={status.label} tone={status.tone} />
      <Time>
        {messages.applyTime}：{application.created_at}
      </Time>
    </Row>
  );
}

/** /activityRecord (活动记录). */
export function ActivityRecordView({ applications, onBack }: ActivityRecordViewProps) {
  return (
    <Screen title={messages.activityRecordTitle} onBack={onBack}>
      <PagedList
        items={applications.items}
        page={applications.page}
        lastPage={applications.lastPage}
        total={applications.total}
        loadMore={applications.loadMore}
        getKey={(application) => application.id}
        renderItem={(application) => <ApplicationRow application={application} />}
      />
    </Screen>
  );
}
