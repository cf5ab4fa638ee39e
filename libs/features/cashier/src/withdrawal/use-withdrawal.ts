import { useSelector } from 'react-redux';
import { selectIsLoggedIn, useBetAmountQuery, useWalletMoney } from '@h5/api-client';
import { parseYuan, WITHDRAWAL_POLL_MS } from '@h5/domain';
import { walletMoneyNotices } from '@h5/feature-kit';
import { useWithdrawalForm } from './use-withdrawal-form';

/** /withdrawal's model: balances with the 3.5 s venue poll, wagering, and the form. */
export function useWithdrawal() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const money = useWalletMoney(WITHDRAWAL_POLL_MS, { notices: walletMoneyNotices, skip: !loggedIn });
  const bet = useBetAmountQuery(undefined, { skip: !loggedIn });
  const form = useWithdrawalForm(money.central, !loggedIn);
  const betAmount = bet.data ? (parseYuan(bet.data.bet_amount) ?? 0) : undefined;
  return { loggedIn, money, betAmount, form };
}
