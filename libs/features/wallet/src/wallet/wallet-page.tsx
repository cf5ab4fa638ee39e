import { useCards } from './use-cards';
import { WalletView } from './wallet-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /wallet: joins the model to the view. */
export default function WalletPage() {
  return <WalletView {...useCards()} />;
}
