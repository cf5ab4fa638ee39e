import { moveMain } from './ledger';
import { MONEY_MESSAGES } from './messages';
import { orderNo } from './order-no';
import { recomputeVip } from './vip';
import { noteOrder } from '../events/notes';
import { tallyOf } from '../events/tally';
import { BizError, Code } from '../http/envelope';
import type { DepositGate } from './deposit-gate';
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
  tallyOf(q)?.orderDecided('deposit', 'approved');
}

export async function refuseDeposit(q: Queryable, orderNo: string, at: Date): Promise<void> {
  const order = await lockPending(q, 'deposits', orderNo);
  await q.query('UPDATE deposits SET state = 3, decided_at = $2 WHERE id = $1', [order.id, at.toISOString()]);
  noteOrder(q, order.user_id, { type: 1, out_trade_no: order.order_no, state: 3 });
  tallyOf(q)?.orderDecided('deposit', 'refused');
}

/** Approval only records the payout: the money left the balance when the member asked. */
export async function approveWithdrawal(q: Queryable, orderNo: string, at: Date): Promise<void> {
  const order = await lockPending(q, 'withdrawals', orderNo);
  await q.query('UPDATE withdrawals SET state = 2, decided_at = $2 WHERE id = $1', [order.id, at.toISOString()]);
  noteOrder(q, order.user_id, { type: 2, out_trade_no: order.order_no, state: 2 });
  tallyOf(q)?.orderDecided('withdrawal', 'approved');
}

/** Refusal gives the money back through the ledger. */
export async function refuseWithdrawal(q: Queryable, orderNo: string, at: Date): Promise<void> {
  const order = await lockPending(q, 'withdrawals', orderNo);
  await moveMain(q, { userId: order.user_id, kind: 'withdraw_refund', amount: order.amount, ref: order.order_no, at });
  await q.query('UPDATE withdrawals SET state = 3, decided_at = $2 WHERE id = $1', [order.id, at.toISOString()]);
  noteOrder(q, order.user_id, { type: 2, out_trade_no: order.order_no, state: 3 });
  tallyOf(q)?.orderDecided('withdrawal', 'refused');
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

export interface DepositRequest {
  userId: number;
  paytype: 'bank' | 'usdt' | 'wxpay' | 'alipay';
  /** USDT's protocol; null for the other ways. */
  catepay: 'TRC20' | 'ERC20' | null;
  amount: number;
  /** Who pays, for a bank deposit ('' for the other ways). */
  depositor: { bank: string; bank_no: string; bank_owner: string; bank_address: string };
  /** The USDT rate the player was shown; null for the other ways. */
  usdtRate: string | null;
}

/**
 * A deposit asked for: player protection's checks under the member's lock (the gate), then one
 * pending order (state 1) for the operator to decide. Returns its number.
 */
export async function askDeposit(q: Queryable, d: DepositRequest, at: Date, gate: DepositGate): Promise<string> {
  await gate.require(q, d.userId, d.amount, at);
  const no = orderNo('D', d.userId, at);
  await q.query(
    `INSERT INTO deposits (order_no, user_id, paytype, catepay, amount, bank, bank_no, bank_owner, bank_address, usdt_rate, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      no,
      d.userId,
      d.paytype,
      d.catepay,
      d.amount,
      d.depositor.bank,
      d.depositor.bank_no,
      d.depositor.bank_owner,
      d.depositor.bank_address,
      d.usdtRate,
      at.toISOString(),
    ],
  );
  noteOrder(q, d.userId, { type: 1, out_trade_no: no, state: 1 });
  return no;
}

export interface MemberDeposit {
  order_no: string;
  paytype: 'bank' | 'usdt' | 'wxpay' | 'alipay' | 'vippay';
  catepay: string | null;
  amount: number;
  usdt_rate: string | null;
  created_at: string;
}

/** One of the member's own deposits by its number; another member's is not found like an unknown one. */
export async function findMemberDeposit(q: Queryable, orderNumber: string, userId: number): Promise<MemberDeposit> {
  const { rows } = await q.query<MemberDeposit>(
    'SELECT order_no, paytype, catepay, amount, usdt_rate, created_at FROM deposits WHERE order_no = $1 AND user_id = $2',
    [orderNumber, userId],
  );
  if (!rows[0]) throw new BizError(Code.notFound, MONEY_MESSAGES.depositNotFound);
  return rows[0];
}
