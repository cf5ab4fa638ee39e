import type { Fen } from '@h5/domain';
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
 * row is written in the same transaction, so balance and ledger cannot disagree.
 */
export async function moveMain(q: Queryable, m: Movement): Promise<Moved | null> {
  const { rows } = await q.query<{ balance: number }>(
    'UPDATE users SET balance = balance + $2 WHERE id = $1 AND balance + $2 >= 0 RETURNING balance',
    [m.userId, m.amount],
  );
  if (!rows[0]) return null;
  return writeLedger(q, m, MAIN_WALLET, Number(rows[0].balance));
}

/** The same for a member's wallet at one venue (the row must exist: register the player first). */
export async function moveVenue(q: Queryable, venue: string, m: Movement): Promise<Moved | null> {
  const { rows } = await q.query<{ balance: number }>(
    `UPDATE venue_accounts SET balance = balance + $3
      WHERE user_id = $1 AND venue_code = $2 AND balance + $3 >= 0 RETURNING balance`,
    [m.userId, venue, m.amount],
  );
  if (!rows[0]) return null;
  return writeLedger(q, m, venue, Number(rows[0].balance));
}

async function writeLedger(q: Queryable, m: Movement, wallet: string, after: Fen): Promise<Moved> {
  const before = after - m.amount;
  await q.query(
    `INSERT INTO ledger (user_id, kind, wallet, amount, before, after, ref, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [m.userId, m.kind, wallet, m.amount, before, after, m.ref ?? '', m.remark ?? '', m.at.toISOString()],
  );
  return { before, after };
}

/** Locks the member's row for the rest of the transaction, so per-member checks (counts, limits) hold. */
export async function lockMember(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}
