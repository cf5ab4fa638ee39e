import { TransRecordView } from './trans-record-view';
import { useTransRecord } from './use-trans-record';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /transRecord. */
export default function TransRecordPage() {
  return <TransRecordView {...useTransRecord()} />;
}
