import { RebatesView } from './rebates-view';
import { useRebates } from './use-rebates';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /fanshui. */
export default function RebatesPage() {
  return <RebatesView {...useRebates()} />;
}
