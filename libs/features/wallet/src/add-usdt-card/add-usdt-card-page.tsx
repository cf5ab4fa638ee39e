import { AddUsdtCardView } from './add-usdt-card-view';
import { useAddUsdtCard } from './use-add-usdt-card';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /addUsdtCard: joins the model to the view. */
export default function AddUsdtCardPage() {
  return <AddUsdtCardView {...useAddUsdtCard()} />;
}
