import { RedPacketsView } from './red-packets-view';
import { useRedPackets } from './use-red-packets';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /hongbao. */
export default function RedPacketsPage() {
  return <RedPacketsView {...useRedPackets()} />;
}
