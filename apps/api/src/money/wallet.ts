import type { Fen } from '@h5/domain';
import { demoVenue } from './demo-venue';
import { moveMain } from './ledger';
import { MONEY_LABELS, MONEY_MESSAGES } from './messages';
import { orderNo } from './order-no';
import { BizError, Code } from '../http/envelope';
import type { VenueAdapter } from './venue-adapter';
import type { Queryable } from '../db/types';

/** `sourcetype`/`targettype` of the central wallet. */
export const CENTRAL = 'userbalance';

export interface Venue {
  code: string;
  name: string;
  category_id: string;
}

/**
 * The adapter behind a venue. Every seeded venue is a built-in demo venue; a real
 * aggregator would be chosen here by venue code.
 */
export const adapterFor = (venue: string): VenueAdapter => {
  void venue;
  return demoVenue;
};

/** An enabled venue by code, or a business error with the given code. */
export async function requireVenue(q: Queryable, code: string, errorCode: number): Promise<Venue> {
  const { rows } = await q.query<Venue>('SELECT code, name, category_id FROM venues WHERE code = $1 AND state = 1', [code]);
  if (!rows[0]) throw new BizError(errorCode, MONEY_MESSAGES.venueNotFound);
  return rows[0];
}

/**
 * Locks the member's row (as lockMember does) and reads an enabled venue, in one statement: a
 * transfer needs both before it moves money, and on the embedded database each statement is
 * a noticeable part of the call's cost. No row (unknown or disabled venue) takes no lock.
 */
export async function lockMemberForVenue(q: Queryable, userId: number, code: string, errorCode: number): Promise<Venue> {
  const { rows } = await q.query<Venue>(
    `SELECT v.code, v.name, v.category_id FROM users u, venues v
      WHERE u.id = $1 AND v.code = $2 AND v.state = 1 FOR NO KEY UPDATE OF u`,
    [userId, code],
  );
  if (!rows[0]) throw new BizError(errorCode, MONEY_MESSAGES.venueNotFound);
  return rows[0];
}

/**
 * Central wallet → venue. Refuses (210) when the central balance is short. Returns the
 * central balance after. (The adapter registers the player at the venue when needed.)
 */
export async function transferIntoVenue(q: Queryable, userId: number, venue: Venue, amount: Fen, at: Date): Promise<Fen> {
  const adapter = adapterFor(venue.code);
  const ref = orderNo('T', userId, at);
  const debited = await moveMain(q, {
    userId,
    kind: 'transfer_in',
    amount: -amount,
    ref,
    remark: MONEY_LABELS.transferInto(venue.name),
    at,
  });
  if (!debited) throw new BizError(Code.insufficientBalance, MONEY_MESSAGES.insufficientBalance);
  if (!(await adapter.transferIn(q, userId, venue.code, amount, ref, at))) {
    throw new BizError(Code.transferFailed, MONEY_MESSAGES.venueInsufficient);
  }
  return debited.after;
}

/**
 * Venue → central wallet. Refuses (210) when the venue balance is short (a member never
 * registered there has nothing to move). Returns the central balance after.
 */
export async function transferOutOfVenue(q: Queryable, userId: number, venue: Venue, amount: Fen, at: Date, recycle = false): Promise<Fen> {
  const adapter = adapterFor(venue.code);
  const ref = orderNo('T', userId, at);
  if (!(await adapter.transferOut(q, userId, venue.code, amount, ref, at, recycle))) {
    throw new BizError(Code.insufficientBalance, MONEY_MESSAGES.venueInsufficient);
  }
  const remark = recycle ? MONEY_LABELS.recycle(venue.name) : MONEY_LABELS.transferOutOf(venue.name);
  const credited = await moveMain(q, { userId, kind: recycle ? 'recycle' : 'transfer_out', amount, ref, remark, at });
  // A credit cannot be refused by the below-zero rule; null would mean the member row is gone.
  if (!credited) throw new BizError(Code.transferFailed, MONEY_MESSAGES.venueInsufficient);
  return credited.after;
}

/**
 * Recalls every venue wallet that holds money (the site recalled only the venue it last
 * deposited into). The rows are locked first so a concurrent bet or transfer cannot change
 * what is being recalled. Returns the total recalled.
 */
export async function recallAll(q: Queryable, userId: number, at: Date, except?: string): Promise<Fen> {
  const { rows } = await q.query<{ venue_code: string; balance: number; name: string; category_id: string }>(
    `SELECT a.venue_code, a.balance, v.name, v.category_id
       FROM venue_accounts a JOIN venues v ON v.code = a.venue_code
      WHERE a.user_id = $1 AND a.balance > 0 ORDER BY a.venue_code FOR UPDATE OF a`,
    [userId],
  );
  let total = 0;
  for (const row of rows) {
    if (row.venue_code === except) continue;
    const venue = { code: row.venue_code, name: row.name, category_id: row.category_id };
    await transferOutOfVenue(q, userId, venue, Number(row.balance), at, true);
    total += Number(row.balance);
  }
  return total;
}

/**
 * 免转: before a game opens, recall the money from every other venue and push the whole
 * yuan of the central wallet into this one.
 */
export async function autoTransfer(q: Queryable, userId: number, venue: Venue, at: Date): Promise<void> {
  await recallAll(q, userId, at, venue.code);
  const { rows } = await q.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  const whole = Math.floor(Number(rows[0]?.balance ?? 0) / 100) * 100;
  if (whole > 0) await transferIntoVenue(q, userId, venue, whole, at);
}

/** 免转 on or off for the member (only the flag: the site copied the whole request body onto the member). */
export async function setAutoTransfer(q: Queryable, userId: number, on: number): Promise<void> {
  await q.query('UPDATE users SET transferstatus = $2 WHERE id = $1', [userId, on]);
}
