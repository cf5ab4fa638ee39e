import { memberByName } from '../accounts/members';
import { BizError, Code } from '../http/envelope';
import { lockMember, moveMain } from '../money/ledger';
import { MONEY_MESSAGES } from '../money/messages';
import type { Db, Queryable } from '../db/types';

/** The deposits and withdrawals waiting for the operator's decision, oldest first. */
export async function pendingOrders(q: Queryable) {
  const deposits = await q.query<{ order_no: string; username: string; amount: number; paytype: string }>(
    `SELECT d.order_no, u.username, d.amount, d.paytype FROM deposits d JOIN users u ON u.id = d.user_id WHERE d.state = 1 ORDER BY d.id`,
  );
  const withdrawals = await q.query<{ order_no: string; username: string; amount: number; real_money: string }>(
    `SELECT w.order_no, u.username, w.amount, w.real_money::text AS real_money FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE w.state = 1 ORDER BY w.id`,
  );
  return { deposits: deposits.rows, withdrawals: withdrawals.rows };
}

/**
 * An operator's adjustment of a member's central balance (fen, either sign) under the member's
 * lock; refused when it would take the balance below zero. Returns the balance after.
 */
export async function adjustBalance(db: Db, input: { username: string; amount: number; reason: string }, at: Date): Promise<number> {
  return db.tx(async (q) => {
    const found = await memberByName(q, input.username);
    if (!found) throw new BizError(Code.notFound, MONEY_MESSAGES.memberNotFound);
    await lockMember(q, found.id);
    const moved = await moveMain(q, { userId: found.id, kind: 'adjust', amount: input.amount, remark: input.reason, at });
    if (!moved) throw new BizError(Code.insufficientBalance, MONEY_MESSAGES.adjustBelowZero);
    return moved.after;
  });
}
