import type { Fen } from '@h5/domain';
import { noteMoney } from '../events/notes';
import { tallyOf } from '../events/tally';
import type { Queryable } from '../db/types';

export type LedgerKind =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'transfer_in'
  | 'transfer_out'
  | 'recycle'
  | 'red_packet'
  | 'rebate'
  | 'bet'
  | 'win'
  | 'adjust'
  | 'bet_refund';

/** The central wallet's name in the ledger; venue wallets use their venue code. */
export const MAIN_WALLET = 'main';

export interface Movement {
  userId: number;
  kind: LedgerKind;
  /** Signed fen: positive credits, negative debits. Never 0. */
  amount: Fen;
  /** Order number or other reference the row belongs to. */
  ref?: string;
  remark?: string;
  at: Date;
}

/** The wallet after a movement; null when it would have gone below zero (nothing changed). */
export interface Moved {
  before: Fen;
  after: Fen;
}

/**
 * The one way the central balance changes. Must run inside the caller's transaction: the
 * conditional UPDATE refuses to go below zero even under concurrent calls (the row lock
 * serialises writers on PostgreSQL; PGlite runs one transaction at a time), and the ledger
 * row is written by the same statement, so balance and ledger cannot disagree (one round
 * trip instead of two: money calls are the busiest writes).
 */
export async function moveMain(q: Queryable, m: Movement): Promise<Moved | null> {
  return moveAndLedger(
    q,
    'UPDATE users SET balance = balance + $2 WHERE id = $1 AND balance + $2 >= 0 RETURNING balance',
    [],
    m,
    MAIN_WALLET,
  );
}

/** The same for a member's wallet at one venue (null also when the member has no wallet there yet). */
export async function moveVenue(q: Queryable, venue: string, m: Movement): Promise<Moved | null> {
  return moveAndLedger(
    q,
    'UPDATE venue_accounts SET balance = balance + $2 WHERE user_id = $1 AND venue_code = $8 AND balance + $2 >= 0 RETURNING balance',
    [venue],
    m,
    venue,
  );
}

/** Runs the conditional UPDATE ($1 member, $2 amount, $8… extra) and writes its ledger row from what it returned. */
async function moveAndLedger(q: Queryable, update: string, extra: unknown[], m: Movement, wallet: string): Promise<Moved | null> {
  const { rows } = await q.query<{ after: number }>(
    `WITH moved AS (${update})
     INSERT INTO ledger (user_id, kind, wallet, amount, before, after, ref, remark, created_at)
     SELECT $1, $3, $4, $2, balance - $2, balance, $5, $6, $7 FROM moved
     RETURNING after`,
    [m.userId, m.amount, m.kind, wallet, m.ref ?? '', m.remark ?? '', m.at.toISOString(), ...extra],
  );
  if (!rows[0]) return null;
  const after = Number(rows[0].after);
  // Every movement reaches the member's open screens once the transaction commits (push/).
  noteMoney(q, m.userId, m.kind, wallet === MAIN_WALLET ? after : null);
  tallyOf(q)?.ledger(m.kind, m.amount);
  return { before: after - m.amount, after };
}

/**
 * Locks the member's row for the rest of the transaction, so per-member checks (counts, limits)
 * hold. NO KEY UPDATE, the lock a balance UPDATE takes: it still serialises the member's money
 * calls, but not against the key-share locks that inserting a row referencing the member takes
 * (an Idempotency-Key record). With FOR UPDATE two keyed calls of one member deadlock on
 * PostgreSQL: each holds a key-share lock from its insert and waits for the other's.
 */
export async function lockMember(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}
