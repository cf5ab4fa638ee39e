import type { Fen } from '@h5/domain';
import { hundredths } from './site-config';
import type { Queryable } from '../db/types';

/** Venue category → the VIP table's rebate column for it. */
const RATE_COLUMN: Record<string, string> = {
  realbet: 'realperson',
  sport: 'sport',
  gaming: 'e_sport',
  joker: 'joker',
  concise: 'electron',
  lottery: 'lottery',
};

export interface SettledBet {
  userId: number;
  betId: string;
  venue: string;
  category: string;
  valid: Fen;
}

/**
 * A settled bet earns a pending rebate of valid amount × the member's VIP rate for the
 * category (fen, rounded down); nothing when the rate or the result is 0.
 */
export async function accrueRebate(q: Queryable, bet: SettledBet, at: Date): Promise<Fen> {
  const column = RATE_COLUMN[bet.category];
  if (!column || bet.valid <= 0) return 0;
  const { rows } = await q.query<{ rate: string }>(
    `SELECT l.${column}::text AS rate FROM vip_levels l JOIN users u ON u.vip = l.level WHERE u.id = $1`,
    [bet.userId],
  );
  const rate = rows[0]?.rate ?? '0';
  const amount = Math.floor((bet.valid * hundredths(rate)) / 10000);
  if (amount <= 0) return 0;
  await q.query(
    `INSERT INTO rebates (user_id, bet_id, venue_code, category, rate, amount, state, created_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7)`,
    [bet.userId, bet.betId, bet.venue, bet.category, rate, amount, at.toISOString()],
  );
  return amount;
}
