import { useBack } from '@h5/feature-kit';
import { useVip } from './use-vip';
import { VipView } from './vip-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /vip. */
export default function VipPage() {
  const model = useVip();
  const onBack = useBack();
  return (
    <VipView
      levels={model.levels}
      failed={model.failed}
      onRetry={model.retry}
      memberLevel={model.memberLevel}
      paysum={model.paysum}
      level={model.level}
      onLevel={model.select}
      onBack={onBack}
    />
  );
}
