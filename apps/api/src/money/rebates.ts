import type { Fen } from '@h5/domain';
import { yuan } from './amounts';
import { lockMember, moveMain } from './ledger';
import { MONEY_MESSAGES } from './messages';
import { orderNo } from './order-no';
import { paginator } from './paginate';
import { hundredths } from './site-config';
import { tallyOf } from '../events/tally';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
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

export interface RebateFilter {
  from: Date;
  to: Date;
  /** One venue's rebates ('' for all). */
  venue: string;
  /** 0 pending, 1 claimed, null both. */
  state: 0 | 1 | null;
}

/** The member's rebates in the window, newest first, with the claimed and pending sums, as `getfanshui` answers them. */
export async function rebateList(q: Queryable, userId: number, filter: RebateFilter, page: number, perPage: number) {
  const params: unknown[] = [userId, filter.from.toISOString(), filter.to.toISOString()];
  let where = 'r.user_id = $1 AND r.created_at >= $2 AND r.created_at < $3';
  if (filter.venue) {
    params.push(filter.venue);
    where += ` AND r.venue_code = $${params.length}`;
  }
  if (filter.state !== null) {
    params.push(filter.state);
    where += ` AND r.state = $${params.length}`;
  }
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM rebates r WHERE ${where}`, params);
  const { rows } = await q.query<{
    id: number;
    name: string;
    amount: number;
    state: number;
    created_at: string;
    claimed_at: string | null;
  }>(
    `SELECT r.id, v.name, r.amount, r.state, r.created_at, r.claimed_at FROM rebates r JOIN venues v ON v.code = r.venue_code
      WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, perPage, (page - 1) * perPage],
  );
  const sums = await q.query<{ claimed: string; pending: string }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE state = 1), 0)::text AS claimed,
            COALESCE(sum(amount) FILTER (WHERE state = 0), 0)::text AS pending FROM rebates WHERE user_id = $1`,
    [userId],
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    gamename: r.name,
    money: yuan(r.amount),
    state: Number(r.state),
    created_at: formatDateTime(r.created_at),
    updated_at: formatDateTime(r.claimed_at ?? r.created_at),
  }));
  return {
    list: paginator(list, count.rows[0].n, page, perPage),
    jisuan: yuan(sums.rows[0].claimed),
    nojisuan: yuan(sums.rows[0].pending),
  };
}

/**
 * Claims exactly the rows still pending (the site set every state-0 row of the member,
 * including ones written after it summed them), under the member's lock: a concurrent claim
 * finds none left. Refused (noRebate) when there is nothing to claim.
 */
export async function claimRebates(q: Queryable, userId: number, at: Date): Promise<void> {
  await lockMember(q, userId);
  const ref = orderNo('F', userId, at);
  const { rows } = await q.query<{ amount: number }>(
    'UPDATE rebates SET state = 1, claimed_at = $2, claim_ref = $3 WHERE user_id = $1 AND state = 0 RETURNING amount',
    [userId, at.toISOString(), ref],
  );
  const sum = rows.reduce((s, r) => s + Number(r.amount), 0);
  if (sum <= 0) throw new BizError(Code.noRebate, MONEY_MESSAGES.noRebate);
  await moveMain(q, { userId, kind: 'rebate', amount: sum, ref, at });
  tallyOf(q)?.rebatePaid(sum);
}
