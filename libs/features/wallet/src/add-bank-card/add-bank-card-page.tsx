import { useBack } from '@h5/feature-kit';
import { AddBankCardView } from './add-bank-card-view';
import { useAddBankCard } from './use-add-bank-card';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /addBankCard: joins the model to the view. */
export default function AddBankCardPage() {
  return <AddBankCardView {...useAddBankCard()} onBack={useBack()} />;
}
