import { moveMain } from './ledger';
import { hashPassword, TEST_KDF } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/types';

export interface TestMember {
  id: number;
  username: string;
  token: string;
}

export const TEST_PAY_PASSWORD = '654321';
let hashes: Promise<[string, string]> | undefined;

/**
 * A member with a live session, made straight in the database (tests of the money calls
 * should not depend on registration); the starting balance is ledgered as an adjustment so
 * the books balance from the first row.
 */
export async function createMember(db: Db, username: string, balanceFen = 0, opts: { payPassword?: boolean } = {}): Promise<TestMember> {
  hashes ??= Promise.all([hashPassword('secret123', TEST_KDF), hashPassword(TEST_PAY_PASSWORD, TEST_KDF)]);
  const [password, pay] = await hashes;
  const token = newToken();
  const id = await db.tx(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, pay_password_hash, realname, invite_code) VALUES ($1, $2, $3, 'Tester', $1) RETURNING id`,
      [username, password, opts.payPassword === false ? null : pay],
    );
    const userId = Number(rows[0].id);
    await q.query('INSERT INTO sessions (user_id, token_hash) VALUES ($1, $2)', [userId, hashToken(token)]);
    if (balanceFen > 0) await moveMain(q, { userId, kind: 'adjust', amount: balanceFen, at: new Date() });
    return userId;
  });
  return { id, username, token };
}

/** Central balance in fen. */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  return Number(rows[0].balance);
}

/** Venue balance in fen (0 when the member never used the venue). */
export async function venueBalanceOf(db: Db, userId: number, venue: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>('SELECT balance FROM venue_accounts WHERE user_id = $1 AND venue_code = $2', [
    userId,
    venue,
  ]);
  return Number(rows[0]?.balance ?? 0);
}
