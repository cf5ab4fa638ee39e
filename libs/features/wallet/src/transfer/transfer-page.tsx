import { useBack, walletFigures } from '@h5/feature-kit';
import { TransferView } from './transfer-view';
import { useTransfer } from './use-transfer';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /transfer: the wallet's figures and the model's props to the view; a visitor sees only the login invitation. */
export default function TransferPage() {
  const { loggedIn, money, ...model } = useTransfer();
  const onBack = useBack();
  if (!loggedIn) return null;
  return <TransferView {...walletFigures(money)} {...model} onBack={onBack} />;
}
