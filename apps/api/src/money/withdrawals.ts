import { formatUsdt, protocolOfCard, usdtActualReceivedCents, withdrawFeeCents, type Fen } from '@h5/domain';
import { yuanText } from './amounts';
import { beijingDay } from './date-window';
import { lockMember, moveMain } from './ledger';
import { MONEY_LABELS, MONEY_MESSAGES } from './messages';
import { orderNo } from './order-no';
import { hundredths, type MoneyConfig } from './site-config';
import { turnoverSinceLastWithdrawal } from './turnover';
import { verifyPassword } from '../auth/passwords';
import { noteOrder } from '../events/notes';
import { BizError, Code } from '../http/envelope';
import type { Queryable } from '../db/types';

export interface WithdrawInput {
  userId: number;
  amount: Fen;
  cardId: number;
  /** Checked before the transaction (the KDF is slow; no lock is held while it runs). */
  payPassword: PayPasswordCheck;
}

export type PayPasswordCheck = 'ok' | 'wrong' | 'unset';

/** Verifies a pay password against the member's stored hash. */
export async function checkPayPassword(q: Queryable, userId: number, password: string): Promise<PayPasswordCheck> {
  const hash = (await q.query<{ h: string | null }>('SELECT pay_password_hash AS h FROM users WHERE id = $1', [userId])).rows[0]?.h;
  if (!hash) return 'unset';
  return password && (await verifyPassword(password, hash)) ? 'ok' : 'wrong';
}

interface CardRow {
  id: number;
  kind: 'bank' | 'usdt';
  bank: string;
  bank_no: string;
  bank_owner: string;
}

/**
 * A withdrawal request, checked in the site's order: daily count (per member; the site
 * counted every member's withdrawals), turnover, minimum/maximum, pay password, balance.
 * The amount leaves the balance at once (ledgered) and a pending withdrawal is created.
 * Runs in the caller's transaction; the member row is locked so two requests cannot both
 * pass the daily count.
 */
export async function requestWithdrawal(q: Queryable, input: WithdrawInput, config: MoneyConfig, at: Date): Promise<string> {
  const { userId, amount } = input;
  await lockMember(q, userId);
  const card = (
    await q.query<CardRow>('SELECT id, kind, bank, bank_no, bank_owner FROM cards WHERE id = $1 AND user_id = $2', [input.cardId, userId])
  ).rows[0];
  if (!card) throw new BizError(Code.notFound, MONEY_MESSAGES.withdrawCardRequired);

  const day = beijingDay(at);
  const times = Number(config.daily_withdraw_times);
  const today = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1 AND created_at >= $2 AND created_at < $3',
    [userId, day.from.toISOString(), day.to.toISOString()],
  );
  if (today.rows[0].n >= times) throw new BizError(Code.dailyWithdrawLimit, MONEY_MESSAGES.withdrawDailyLimit(times));

  const multiple = hundredths(config.withdraw_fee);
  const turnover = await turnoverSinceLastWithdrawal(q, userId);
  if (turnover.deposits > 0 && turnover.bets * 100 < turnover.deposits * multiple) {
    throw new BizError(Code.withdrawTooLow, MONEY_MESSAGES.withdrawTurnover(config.withdraw_fee));
  }

  const min = hundredths(config.min_withdraw_money);
  const max = hundredths(config.max_withdraw_money);
  if (amount < min) throw new BizError(Code.withdrawTooLow, MONEY_MESSAGES.withdrawTooLow(yuanText(min)));
  if (amount > max) throw new BizError(Code.withdrawTooHigh, MONEY_MESSAGES.withdrawTooHigh(yuanText(max)));

  if (input.payPassword === 'unset') throw new BizError(Code.payPassword, MONEY_MESSAGES.setPayPasswordFirst);
  if (input.payPassword === 'wrong') throw new BizError(Code.payPassword, MONEY_MESSAGES.payPasswordWrong);

  const payout = payoutOf(card, amount, config);
  const no = orderNo('W', userId, at);
  const debited = await moveMain(q, { userId, kind: 'withdraw', amount: -amount, ref: no, remark: payout.label, at });
  if (!debited) throw new BizError(Code.overBalance, MONEY_MESSAGES.withdrawOverBalance);
  await q.query(
    `INSERT INTO withdrawals (order_no, user_id, card_id, type, bank, bank_no, amount, fee, usdt_rate, real_money, state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11)`,
    [no, userId, card.id, payout.type, card.bank, card.bank_no, amount, payout.fee, payout.rate, payout.realMoney, at.toISOString()],
  );
  noteOrder(q, userId, { type: 2, out_trade_no: no, state: 1 });
  return no;
}

/**
 * What the member receives: yuan for a bank card; for a USDT address, @h5/domain's figures,
 * the very functions /withdrawal shows them with (amount ÷ withdrawal rate floored to
 * hundredths, minus the protocol's fee), read from the same site_config values `user` hands
 * the screen, so the ledger records what the member was shown. Nothing is received → refused.
 */
function payoutOf(card: CardRow, amount: Fen, config: MoneyConfig) {
  if (card.kind === 'bank') return { type: 1, fee: '0', rate: null, realMoney: yuanText(amount), label: MONEY_LABELS.withdrawBank };
  const protocol = protocolOfCard(card.bank_owner);
  const fees = { erc20Fee: config.withdraw_cash_fee, trc20Fee: config.withdraw_fee_usdt_trc };
  const fee = withdrawFeeCents(protocol, fees);
  const received = usdtActualReceivedCents(amount, config.withdraw_usdt_rate, protocol, fees);
  // Only a value stored before the operator API checked it can be unreadable; the screen shows '--'.
  if (fee === null || received === null) throw new BizError(Code.serverError, MONEY_MESSAGES.usdtUnavailable);
  if (received <= 0) throw new BizError(Code.withdrawTooLow, MONEY_MESSAGES.withdrawBelowFee);
  return {
    type: protocol === 'ERC20' ? 3 : 2,
    fee: formatUsdt(fee),
    rate: config.withdraw_usdt_rate,
    realMoney: formatUsdt(received),
    label: MONEY_LABELS.withdrawUsdt(protocol),
  };
}
