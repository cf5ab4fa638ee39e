import { matchLocale } from '@h5/domain';
import { writeAudit } from './audit';
import { DESK_MESSAGES, REFUSAL_NOTE } from './desk-messages';
import { memberByName } from '../accounts/members';
import { noteMessage } from '../events/notes';
import { BizError, Code } from '../http/envelope';
import { approveDeposit, approveWithdrawal, refuseDeposit, refuseWithdrawal } from '../money/deposits';
import { lockMember, moveMain } from '../money/ledger';
import { MONEY_MESSAGES } from '../money/messages';
import type { Actor } from './actor';
import type { Queryable } from '../db/types';

/** The order an operator decides on, as the audit's before shows it. */
export interface OrderSeen {
  order_no: string;
  user_id: number;
  amount: number;
  state: number;
}

export type OrderTable = 'deposits' | 'withdrawals';

export async function orderOf(q: Queryable, table: OrderTable, orderNo: string): Promise<OrderSeen> {
  const { rows } = await q.query<OrderSeen>(`SELECT order_no, user_id, amount, state FROM ${table} WHERE order_no = $1`, [orderNo]);
  const order = rows[0];
  if (!order) throw new BizError(Code.notFound, MONEY_MESSAGES.orderNotFound);
  return { ...order, user_id: Number(order.user_id), amount: Number(order.amount), state: Number(order.state) };
}

/**
 * Applies a decision on a deposit or withdrawal inside the caller's transaction: the money side
 * (money/deposits.ts: the ledger, the order's state, its event), the reason on the order, a
 * refusal's 站内信 to the player in the player's language, and the audit row.
 */
export async function applyOrderDecision(
  q: Queryable,
  actor: Actor,
  d: { table: OrderTable; orderNo: string; approve: boolean; reason: string },
  at: Date,
): Promise<void> {
  const before = await orderOf(q, d.table, d.orderNo);
  if (d.table === 'withdrawals' && d.approve) await refuseIfFrozen(q, before.user_id);
  if (d.table === 'deposits') await (d.approve ? approveDeposit(q, d.orderNo, at, d.reason) : refuseDeposit(q, d.orderNo, at));
  else await (d.approve ? approveWithdrawal(q, d.orderNo, at) : refuseWithdrawal(q, d.orderNo, at));
  await q.query(`UPDATE ${d.table} SET decision_reason = $2 WHERE order_no = $1`, [d.orderNo, d.reason]);
  if (!d.approve && d.reason) await tellRefusal(q, before.user_id, d.table, d.orderNo, d.reason);
  const kind = d.table === 'deposits' ? 'deposit' : 'withdrawal';
  await writeAudit(
    q,
    actor,
    {
      action: `${kind}.${d.approve ? 'approve' : 'refuse'}`,
      targetType: 'order',
      target: d.orderNo,
      memberId: before.user_id,
      before: { state: before.state, amount: before.amount },
      after: { state: d.approve ? 2 : 3, amount: before.amount },
      reason: d.reason,
    },
    at,
  );
}

/**
 * A freeze holds the member's money where it is (docs/operations.md "Operators"): no
 * withdrawal of theirs is paid out while it lasts, one asked before it included. Refusing it
 * is allowed (the amount goes back to the balance, still held); after an unfreeze it can be
 * approved as any other.
 */
export async function refuseIfFrozen(q: Queryable, userId: number): Promise<void> {
  const { rows } = await q.query<{ status: number }>('SELECT status FROM users WHERE id = $1', [userId]);
  if (Number(rows[0]?.status) === 0) throw new BizError(Code.roleRequired, DESK_MESSAGES.memberFrozen);
}

/** The refusal's reason as a message in the player's box, in the language they last signed in with. */
async function tellRefusal(q: Queryable, userId: number, table: OrderTable, orderNo: string, reason: string): Promise<void> {
  const { rows } = await q.query<{ locale: string }>('SELECT locale FROM users WHERE id = $1', [userId]);
  const note = REFUSAL_NOTE[matchLocale(rows[0]?.locale) ?? 'zh-CN'];
  await q.query('INSERT INTO site_messages (user_id, title, content) VALUES ($1, $2, $3)', [
    userId,
    table === 'deposits' ? note.deposit : note.withdrawal,
    note.body(orderNo, reason),
  ]);
  noteMessage(q, userId);
}

/**
 * An adjustment of a member's central balance (fen, either sign) under the member's lock,
 * refused when it would take the balance below zero, with its audit row. Returns the balance
 * after. The reason goes to the ledger row (its 64 characters) and whole to the audit.
 */
export async function applyAdjust(
  q: Queryable,
  actor: Actor,
  input: { username: string; amount: number; reason: string },
  at: Date,
): Promise<number> {
  const found = await memberByName(q, input.username);
  if (!found) throw new BizError(Code.notFound, MONEY_MESSAGES.memberNotFound);
  await lockMember(q, found.id);
  const moved = await moveMain(q, { userId: found.id, kind: 'adjust', amount: input.amount, remark: input.reason.slice(0, 64), at });
  if (!moved) throw new BizError(Code.insufficientBalance, MONEY_MESSAGES.adjustBelowZero);
  await writeAudit(
    q,
    actor,
    {
      action: 'balance.adjust',
      targetType: 'member',
      target: found.username,
      memberId: found.id,
      before: { balance: moved.before },
      after: { balance: moved.after, amount: input.amount },
      reason: input.reason,
    },
    at,
  );
  return moved.after;
}
