import { useBack, walletFigures } from '@h5/feature-kit';
import { useWithdrawal } from './use-withdrawal';
import { WithdrawalView } from './withdrawal-view';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /withdrawal: joins the model to the view. */
export default function WithdrawalPage() {
  const { loggedIn, money, wagering, form, withdrawOnly } = useWithdrawal();
  const onBack = useBack();
  if (!loggedIn) return null;
  const user = money.user;
  return (
    <WithdrawalView
      {...walletFigures(money)}
      onBack={onBack}
      withdrawOnly={withdrawOnly}
      form={{
        method: form.method,
        onMethod: form.chooseMethod,
        cards: form.cards,
        cardsFailed: form.cardsFailed,
        onRetryCards: form.retryCards,
        chosen: form.chosen,
        chooserOpen: form.chooserOpen,
        onOpenChooser: form.openChooser,
        onCloseChooser: form.closeChooser,
        onChoose: form.chooseCard,
        addLink: form.addLink,
        protocol: form.protocol,
        wagering,
        amount: form.amount,
        onAmount: form.changeAmount,
        onMax: form.fillMax,
        password: form.password,
        onPassword: form.changePassword,
        error: form.error,
        submitting: form.submitting,
        onSubmit: form.submit,
        usdt: user
          ? { rate: user.withdrawusdtrate, fees: { erc20Fee: user.withdrawcashfee, trc20Fee: user.withdrawfeeusdttrc } }
          : undefined,
      }}
    />
  );
}
