import { useBack, walletFigures } from '@h5/feature-kit';
import { TransferView } from './transfer-view';
import { useTransfer } from './use-transfer';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /transfer: joins the model to the view; a visitor sees only the login invitation. */
export default function TransferPage() {
  const { loggedIn, money, auto, form } = useTransfer();
  const onBack = useBack();
  if (!loggedIn) return null;
  return (
    <TransferView
      {...walletFigures(money)}
      autoTransfer={money.user ? auto.on : undefined}
      savingAutoTransfer={auto.saving}
      onToggleAutoTransfer={auto.toggle}
      form={{
        wallets: form.wallets,
        source: form.source,
        target: form.target,
        available: form.available,
        amount: form.amount,
        error: form.error,
        refusal: form.refusal,
        submitting: form.submitting,
        onSource: form.chooseSource,
        onTarget: form.chooseTarget,
        onSwap: form.swap,
        onAmount: form.changeAmount,
        onMax: form.fillMax,
        onSubmit: form.submit,
      }}
      onOpenVenue={form.openVenue}
      onBack={onBack}
    />
  );
}
