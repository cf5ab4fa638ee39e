import { BetRecordView } from './bet-record-view';
import { useBetRecord } from './use-bet-record';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /betRecord. */
export default function BetRecordPage() {
  return <BetRecordView {...useBetRecord()} />;
}
