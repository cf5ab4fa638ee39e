import { ActivityView } from './activity-view';
import { useActivity } from './use-activity';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /activity. */
export default function ActivityPage() {
  return <ActivityView {...useActivity()} />;
}
