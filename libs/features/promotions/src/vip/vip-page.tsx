import { useVip } from './use-vip';
import { VipView } from './vip-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /vip. */
export default function VipPage() {
  return <VipView {...useVip()} />;
}
