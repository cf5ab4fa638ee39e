import { MONEY_MESSAGES } from './messages';
import { orderNo } from './order-no';
import { requireDepositRange } from './pay-channels';
import { hashToken, newToken } from '../auth/tokens';
import { noteOrder } from '../events/notes';
import { BizError, Code } from '../http/envelope';
import type { DepositGate } from './deposit-gate';
import type { Queryable } from '../db/types';

/** How long the payment page of a hand-off can be confirmed. */
export const HANDOFF_TTL_MS = 15 * 60 * 1000;
/** The pay-channel row (getPayRange `vippay`) whose range and switch apply. */
export const VIPPAY_CHANNEL = 'vippay';

export interface Handoff {
  user_id: number;
  amount: number;
  site_url: string;
  expires_at: Date;
  order_no: string | null;
}

/**
 * The member asked to pay `amount` fen with VipPay: checks the way is open and the range
 * (the same 212/213 as recharge), then makes a one-time ticket bound to member and amount.
 * Only the ticket travels to the payment site; it is stored hashed, like a launch ticket.
 */
export async function startHandoff(
  q: Queryable,
  input: { userId: number; amount: number; siteUrl: string },
  at: Date,
  gate: DepositGate,
): Promise<string> {
  await requireDepositRange(q, VIPPAY_CHANNEL, input.amount);
  // Player protection refuses before the player goes to the payment site (again on confirmation).
  await gate.check(q, input.userId, input.amount, at);
  const ticket = newToken();
  await q.query(
    'INSERT INTO vippay_handoffs (ticket_hash, user_id, amount, site_url, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashToken(ticket), input.userId, input.amount, input.siteUrl, at.toISOString(), new Date(at.getTime() + HANDOFF_TTL_MS).toISOString()],
  );
  return ticket;
}

/** The hand-off of a ticket, confirmed or not, or null when there is none (or it expired unconfirmed). */
export async function findHandoff(q: Queryable, ticket: string, at: Date, lock = false): Promise<Handoff | null> {
  const { rows } = await q.query<Handoff>(
    `SELECT user_id, amount, site_url, expires_at, order_no FROM vippay_handoffs WHERE ticket_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [hashToken(ticket)],
  );
  const h = rows[0];
  if (!h) return null;
  const handoff = { ...h, user_id: Number(h.user_id), amount: Number(h.amount), expires_at: new Date(h.expires_at) };
  return handoff.order_no || handoff.expires_at > at ? handoff : null;
}

/**
 * The player confirmed on the payment page: one pending deposit (state 1, way vippay) for the
 * operator to approve or refuse like any other. The row lock makes a second confirm (a double
 * tap, a reload) answer the same order instead of a second one. Run inside a transaction.
 */
export async function confirmHandoff(
  q: Queryable,
  ticket: string,
  at: Date,
  gate: DepositGate,
): Promise<{ handoff: Handoff; orderNo: string }> {
  const handoff = await findHandoff(q, ticket, at, true);
  if (!handoff) throw new BizError(Code.notFound, MONEY_MESSAGES.handoffExpired);
  if (handoff.order_no) return { handoff, orderNo: handoff.order_no };
  // The operator may have closed the way or narrowed its range since the hand-off.
  await requireDepositRange(q, VIPPAY_CHANNEL, handoff.amount);
  // The deposit is asked for now, so the limits and exclusions are checked now.
  await gate.require(q, handoff.user_id, handoff.amount, at);
  const no = orderNo('D', handoff.user_id, at);
  await q.query(`INSERT INTO deposits (order_no, user_id, paytype, amount, created_at) VALUES ($1, $2, 'vippay', $3, $4)`, [
    no,
    handoff.user_id,
    handoff.amount,
    at.toISOString(),
  ]);
  await q.query('UPDATE vippay_handoffs SET order_no = $2 WHERE ticket_hash = $1', [hashToken(ticket), no]);
  noteOrder(q, handoff.user_id, { type: 1, out_trade_no: no, state: 1 });
  return { handoff: { ...handoff, order_no: no }, orderNo: no };
}
