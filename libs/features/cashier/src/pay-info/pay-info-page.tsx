import { useNavigate } from 'react-router-dom';
import { useBack } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { PayInfoView } from './pay-info-view';
import { usePayInfo } from './use-pay-info';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

const DEPOSIT_RECORDS = 1;

/** /payInfo: both buttons lead to /transRecord, on its deposits (docs/product.md §2). */
export default function PayInfoPage() {
  const model = usePayInfo();
  const navigate = useNavigate();
  return <PayInfoView {...model} onDone={() => navigate(links.transRecord(DEPOSIT_RECORDS))} onBack={useBack()} />;
}
