import type { Fen } from '@h5/domain';
import type { Queryable } from '../db/types';

/** Since the member's last approved withdrawal (or ever): valid settled bets and approved deposits. */
export async function turnoverSinceLastWithdrawal(q: Queryable, userId: number): Promise<{ bets: Fen; deposits: Fen }> {
  const { rows } = await q.query<{ bets: string; deposits: string }>(
    `WITH since AS (
       SELECT COALESCE(max(decided_at), '-infinity'::timestamptz) AS t FROM withdrawals WHERE user_id = $1 AND state = 2)
     SELECT
       (SELECT COALESCE(sum(valid_amount), 0) FROM bets, since WHERE user_id = $1 AND status = 1 AND settled_at > since.t)::text AS bets,
       (SELECT COALESCE(sum(amount), 0) FROM deposits, since WHERE user_id = $1 AND state = 2 AND decided_at > since.t)::text AS deposits`,
    [userId],
  );
  return { bets: Number(rows[0].bets), deposits: Number(rows[0].deposits) };
}

/**
 * The withdrawal's turnover rule as the screen shows it before the form (docs/product.md §2
 * /withdrawal): what is done, what the deposits since the last withdrawal ask for
 * (deposits × the site's multiple), and what is still owed (0 when met). The same rule
 * `requestWithdrawal` refuses on, so the screen never says done while the server says no.
 */
export function wageringStatus(
  turnover: { bets: Fen; deposits: Fen },
  multipleHundredths: number,
): { done: Fen; required: Fen; owed: Fen } {
  const required = turnover.deposits > 0 ? Math.ceil((turnover.deposits * multipleHundredths) / 100) : 0;
  return { done: turnover.bets, required, owed: Math.max(0, required - turnover.bets) };
}
