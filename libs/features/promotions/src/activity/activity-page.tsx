import { ActivityView } from './activity-view';
import { useActivity } from './use-activity';

/** /activity. */
export default function ActivityPage() {
  const model = useActivity();
  return (
    <ActivityView
      types={model.types}
      tab={model.tab}
      onTab={model.setTab}
      activities={model.activities}
      loading={model.loading}
      failed={model.failed}
      onRetry={model.retry}
    />
  );
}
