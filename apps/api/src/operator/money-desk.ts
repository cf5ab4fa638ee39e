import { requestApproval } from './approvals';
import { DESK_MESSAGES } from './desk-messages';
import { applyAdjust, applyOrderDecision, orderOf, refuseIfFrozen, type OrderTable } from './money-apply';
import { fourEyesThreshold } from './settings';
import { memberByName } from '../accounts/members';
import { BizError, Code } from '../http/envelope';
import { MONEY_MESSAGES } from '../money/messages';
import { activeExclusion } from '../protection/exclusions';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

/** A page of the pending list: oldest first, after the id given (the last of the previous page). */
export interface PendingPage {
  after: number;
  limit: number;
}

const PAYOUT_TYPE = { 1: 'bank', 2: 'TRC20', 3: 'ERC20' } as const;

/**
 * The deposits and withdrawals waiting for a decision, oldest first, a page of each: with what
 * paying a withdrawal out needs (bank, holder and card number, or the USDT address and its
 * protocol) and the member's protection state (an exclusion in force), so no SQL is needed.
 */
export async function pendingOrders(q: Queryable, page: PendingPage, at: Date) {
  const deposits = await q.query<{
    id: number;
    order_no: string;
    user_id: number;
    username: string;
    amount: number;
    paytype: string;
    created_at: Date;
  }>(
    `SELECT d.id, d.order_no, d.user_id, u.username, d.amount, d.paytype, d.created_at FROM deposits d JOIN users u ON u.id = d.user_id
      WHERE d.state = 1 AND d.id > $1 ORDER BY d.id LIMIT $2`,
    [page.after, page.limit],
  );
  const withdrawals = await q.query<{
    id: number;
    order_no: string;
    user_id: number;
    username: string;
    amount: number;
    real_money: string;
    type: 1 | 2 | 3;
    bank: string;
    bank_no: string;
    bank_owner: string | null;
    member_status: number;
    created_at: Date;
  }>(
    `SELECT w.id, w.order_no, w.user_id, u.username, u.status AS member_status, w.amount, w.real_money::text AS real_money, w.type, w.bank, w.bank_no, c.bank_owner, w.created_at
       FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN cards c ON c.id = w.card_id
      WHERE w.state = 1 AND w.id > $1 ORDER BY w.id LIMIT $2`,
    [page.after, page.limit],
  );
  const protection = async (userId: number) => {
    const e = await activeExclusion(q, Number(userId), at);
    return e ? { kind: e.kind, ends_at: e.ends_at.toISOString() } : null;
  };
  return {
    deposits: await Promise.all(
      deposits.rows.map(async (d) => ({
        id: Number(d.id),
        order_no: d.order_no,
        username: d.username,
        amount: Number(d.amount),
        paytype: d.paytype,
        created_at: new Date(d.created_at).toISOString(),
        exclusion: await protection(d.user_id),
      })),
    ),
    withdrawals: await Promise.all(
      withdrawals.rows.map(async (w) => {
        const type = PAYOUT_TYPE[w.type];
        const payout =
          type === 'bank'
            ? { type, bank: w.bank, owner: w.bank_owner ?? '', card_no: w.bank_no }
            : { type: 'usdt' as const, protocol: type, address: w.bank_no };
        return {
          id: Number(w.id),
          order_no: w.order_no,
          username: w.username,
          amount: Number(w.amount),
          real_money: w.real_money,
          created_at: new Date(w.created_at).toISOString(),
          member_status: Number(w.member_status) === 0 ? ('frozen' as const) : ('active' as const),
          payout,
          exclusion: await protection(w.user_id),
        };
      }),
    ),
  };
}

/**
 * An operator's decision on a deposit or withdrawal, applied with its audit row in one
 * transaction. A refusal needs a reason (the player reads it in a 站内信). Approving a withdrawal above the
 * four-eyes threshold does not pay it: it becomes a request for a second finance operator,
 * whose id is answered.
 */
export async function decideOrder(
  db: Db,
  actor: Actor,
  d: { table: OrderTable; orderNo: string; approve: boolean; reason: string },
  at: Date,
): Promise<{ approval_id?: number }> {
  // The break-glass token (the old shared one; the flows and tools act as operators now) may
  // refuse without one, in an emergency; its audit row then shows an empty reason. An operator must say why.
  if (!d.approve && !d.reason && actor.role !== 'break-glass') throw new BizError(Code.invalidParam, DESK_MESSAGES.reasonRequired);
  return db.tx(async (q) => {
    if (d.table === 'withdrawals' && d.approve) {
      const order = await orderOf(q, 'withdrawals', d.orderNo);
      const threshold = await fourEyesThreshold(q);
      if (order.state !== 1) throw new BizError(Code.orderDecided, MONEY_MESSAGES.orderDecided);
      // Before a four-eyes request too: a second operator should not be asked to pay a frozen member.
      await refuseIfFrozen(q, order.user_id);
      if (threshold > 0 && order.amount > threshold) {
        const approvalId = await requestApproval(
          q,
          actor,
          {
            kind: 'withdrawal',
            memberId: order.user_id,
            amount: order.amount,
            payload: { orderNo: d.orderNo },
            reason: d.reason,
            target: d.orderNo,
          },
          at,
        );
        return { approval_id: approvalId };
      }
    }
    await applyOrderDecision(q, actor, d, at);
    return {};
  });
}

/**
 * An adjustment of a member's central balance with its reason; above the four-eyes threshold
 * (either sign) it becomes a request for a second finance operator instead.
 */
export async function adjustBalance(
  db: Db,
  actor: Actor,
  input: { username: string; amount: number; reason: string },
  at: Date,
): Promise<{ balance?: number; approval_id?: number }> {
  return db.tx(async (q) => {
    const threshold = await fourEyesThreshold(q);
    if (threshold > 0 && Math.abs(input.amount) > threshold) {
      const found = await memberByName(q, input.username);
      if (!found) throw new BizError(Code.notFound, MONEY_MESSAGES.memberNotFound);
      const payload = { username: found.username, amount: input.amount, reason: input.reason };
      const approvalId = await requestApproval(
        q,
        actor,
        { kind: 'adjust', memberId: found.id, amount: input.amount, payload, reason: input.reason, target: found.username },
        at,
      );
      return { approval_id: approvalId };
    }
    return { balance: await applyAdjust(q, actor, input, at) };
  });
}
