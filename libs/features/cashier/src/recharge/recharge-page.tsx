import { useBack } from '@h5/feature-kit';
import { RechargeView } from './recharge-view';
import { useRecharge } from './use-recharge';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /recharge. */
export default function RechargePage() {
  const m = useRecharge();
  const onBack = useBack();
  return (
    <RechargeView
      tabs={m.tabs}
      waysFailed={m.waysFailed}
      onRetryWays={m.retryWays}
      way={m.way}
      onWay={m.chooseWay}
      protocol={m.protocol}
      onProtocol={m.chooseProtocol}
      range={m.range}
      payBanks={m.payBanks}
      bankNames={m.bankNames}
      usdtRate={m.usdtRate}
      bank={m.bank}
      onBank={m.changeBank}
      amount={m.amount}
      allowance={m.allowance}
      onAmount={m.changeAmount}
      error={m.error}
      submitting={m.submitting}
      onSubmit={m.submit}
      onBack={onBack}
    />
  );
}
