import { moveMain } from './ledger';
import { MONEY_MESSAGES } from './messages';
import { recomputeVip } from './vip';
import { noteOrder } from '../events/notes';
import { BizError, Code } from '../http/envelope';
import type { Queryable } from '../db/types';

interface PendingOrder {
  id: number;
  order_no: string;
  user_id: number;
  amount: number;
  state: number;
}

/**
 * Locks an order row and checks it is still pending; a second decision on the same order
 * is refused (the site answered 409 / "already handled").
 */
export async function lockPending(q: Queryable, table: 'deposits' | 'withdrawals', orderNo: string): Promise<PendingOrder> {
  const { rows } = await q.query<PendingOrder>(`SELECT id, order_no, user_id, amount, state FROM ${table} WHERE order_no = $1 FOR UPDATE`, [
    orderNo,
  ]);
  const order = rows[0];
  if (!order) throw new BizError(Code.notFound, MONEY_MESSAGES.orderNotFound);
  if (Number(order.state) !== 1) throw new BizError(Code.orderDecided, MONEY_MESSAGES.orderDecided);
  return { ...order, amount: Number(order.amount), user_id: Number(order.user_id) };
}

/** Approval credits the balance and cumulative deposits, then re-evaluates the VIP level. */
export async function approveDeposit(q: Queryable, orderNo: string, at: Date, remark = ''): Promise<void> {
  const order = await lockPending(q, 'deposits', orderNo);
  await moveMain(q, { userId: order.user_id, kind: 'deposit', amount: order.amount, ref: order.order_no, remark, at });
  await q.query('UPDATE users SET paysum = paysum + $2 WHERE id = $1', [order.user_id, order.amount]);
  await q.query('UPDATE deposits SET state = 2, decided_at = $2 WHERE id = $1', [order.id, at.toISOString()]);
  await recomputeVip(q, order.user_id);
  noteOrder(q, order.user_id, { type: 1, out_trade_no: order.order_no, state: 2 });
}

export async function refuseDeposit(q: Queryable, orderNo: string, at: Date): Promise<void> {
  const order = await lockPending(q, 'deposits', orderNo);
  await q.query('UPDATE deposits SET state = 3, decided_at = $2 WHERE id = $1', [order.id, at.toISOString()]);
  noteOrder(q, order.user_id, { type: 1, out_trade_no: order.order_no, state: 3 });
}

/** Approval only records the payout: the money left the balance when the member asked. */
export async function approveWithdrawal(q: Queryable, orderNo: string, at: Date): Promise<void> {
  const order = await lockPending(q, 'withdrawals', orderNo);
  await q.query('UPDATE withdrawals SET state = 2, decided_at = $2 WHERE id = $1', [order.id, at.toISOString()]);
  noteOrder(q, order.user_id, { type: 2, out_trade_no: order.order_no, state: 2 });
}

/** Refusal gives the money back through the ledger. */
export async function refuseWithdrawal(q: Queryable, orderNo: string, at: Date): Promise<void> {
  const order = await lockPending(q, 'withdrawals', orderNo);
  await moveMain(q, { userId: order.user_id, kind: 'withdraw_refund', amount: order.amount, ref: order.order_no, at });
  await q.query('UPDATE withdrawals SET state = 3, decided_at = $2 WHERE id = $1', [order.id, at.toISOString()]);
  noteOrder(q, order.user_id, { type: 2, out_trade_no: order.order_no, state: 3 });
}

/** Demo: approves every deposit pending for longer than `seconds`. Returns how many. */
export async function autoApproveDeposits(
  run: <T>(fn: (q: Queryable) => Promise<T>) => Promise<T>,
  query: Queryable,
  seconds: number,
  now: Date,
  remark: string,
): Promise<number> {
  const cutoff = new Date(now.getTime() - seconds * 1000).toISOString();
  const { rows } = await query.query<{ order_no: string }>(
    'SELECT order_no FROM deposits WHERE state = 1 AND created_at <= $1 ORDER BY id LIMIT 100',
    [cutoff],
  );
  let approved = 0;
  for (const row of rows) {
    try {
      await run((q) => approveDeposit(q, row.order_no, now, remark));
      approved++;
    } catch (err) {
      // An operator decided it in the meantime: nothing to do.
      if (!(err instanceof BizError)) throw err;
    }
  }
  return approved;
}
