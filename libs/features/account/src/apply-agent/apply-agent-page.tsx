import { ApplyAgentView } from './apply-agent-view';
import { useApplyAgent } from './use-apply-agent';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /applyagent. */
export default function ApplyAgentPage() {
  return <ApplyAgentView {...useApplyAgent()} />;
}
