import { RechargeView } from './recharge-view';
import { useRecharge } from './use-recharge';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /recharge. */
export default function RechargePage() {
  return <RechargeView {...useRecharge()} />;
}
