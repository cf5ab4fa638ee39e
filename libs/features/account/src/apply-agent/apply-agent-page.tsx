import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { ApplyAgentView } from './apply-agent-view';
import { useApplyAgent } from './use-apply-agent';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /applyagent. */
export default function ApplyAgentPage() {
  const model = useApplyAgent();
  const onBack = useBack(ROUTES.mine);
  return (
    <ApplyAgentView
      visitor={model.visitor}
      user={model.user}
      failed={model.failed}
      onRetry={model.retry}
      form={model.form}
      error={model.error}
      refusal={model.refusal}
      done={model.done}
      saving={model.saving}
      onChange={model.change}
      onSubmit={() => void model.submit()}
      onBack={onBack}
    />
  );
}
