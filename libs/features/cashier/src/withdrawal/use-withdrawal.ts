import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectIsLoggedIn, selectWithdrawOnlyUntil, useBetAmountQuery, useLogout, useWalletMoney } from '@h5/api-client';
import type { BetAmountData } from '@h5/api-contract';
import { parseYuan, WITHDRAWAL_POLL_MS } from '@h5/domain';
import { walletMoneyNotices } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { confirm } from '@h5/ui-kit';
import { useWithdrawalForm } from './use-withdrawal-form';
import type { Wagering } from './withdrawal-view';

/** gettransrecord's type of withdrawals. */
const WITHDRAWAL_RECORDS = 2;

/**
 * The turnover rule before the form (docs/product.md §2 /withdrawal): done, required and still owed, in fen.
 * An older server answers only bet_amount: then nothing is known to be owed and the server's
 * refusal stays the word on it.
 */
export function wageringOf(data: BetAmountData | undefined): Wagering | undefined {
  if (!data) return undefined;
  const fen = (value: unknown) => (value === undefined || value === null ? null : (parseYuan(value as string | number) ?? 0));
  return { done: fen(data.bet_amount) ?? 0, required: fen(data.bet_required), owed: fen(data.bet_owed) };
}

const askToConfirm = (content: string) => confirm({ content });

/**
 * A withdraw-only session's part (docs/api.md, Player protection: the login was refused in a time-out or
 * self-exclusion): the end, the records (withdrawals only there) and the shared logout.
 */
function useWithdrawOnly() {
  const until = useSelector(selectWithdrawOnlyUntil);
  const navigate = useNavigate();
  const logout = useLogout(askToConfirm);
  return until ? { until, onRecords: () => navigate(links.transRecord(WITHDRAWAL_RECORDS)), onLogout: () => void logout() } : undefined;
}

/** /withdrawal's model: balances with the 3.5 s venue poll, wagering, the form, and a withdraw-only session's notice. */
export function useWithdrawal() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const withdrawOnly = useWithdrawOnly();
  const money = useWalletMoney(WITHDRAWAL_POLL_MS, { notices: walletMoneyNotices, skip: !loggedIn });
  const bet = useBetAmountQuery(undefined, { skip: !loggedIn });
  const form = useWithdrawalForm(money.central, !loggedIn);
  return { loggedIn, money, wagering: wageringOf(bet.data), form, withdrawOnly };
}
