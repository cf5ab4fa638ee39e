import { lastMonths } from './periods';
import type { Queryable } from '../db/types';

export interface MonthFigures {
  /** YYYY-MM, Beijing calendar. */
  month: string;
  deposits: number;
  withdrawals: number;
  /** Deposits less withdrawals: what the month cost the player (negative: they took more out). */
  net: number;
}

// The Beijing month of a row: UTC plus the fixed 8 hours (beijing-time.ts), the same on PGlite and PostgreSQL.
const MONTH = `to_char((created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM')`;

async function byMonth(
  q: Queryable,
  table: 'deposits' | 'withdrawals',
  states: string,
  userId: number,
  from: Date,
): Promise<Map<string, number>> {
  const { rows } = await q.query<{ month: string; total: string }>(
    `SELECT ${MONTH} AS month, SUM(amount)::text AS total FROM ${table}
      WHERE user_id = $1 AND state IN (${states}) AND created_at >= $2 GROUP BY 1`,
    [userId, from.toISOString()],
  );
  return new Map(rows.map((r) => [r.month, Number(r.total)]));
}

/**
 * The activity statement: per Beijing month, newest first, the last 12 months: deposits
 * credited, withdrawals asked for and not refused (the money left the balance), and the net.
 */
export async function monthlyStatement(q: Queryable, userId: number, at: Date): Promise<MonthFigures[]> {
  const months = lastMonths(at, 12);
  const from = months[months.length - 1].from;
  const [deposits, withdrawals] = await Promise.all([
    byMonth(q, 'deposits', '2', userId, from),
    byMonth(q, 'withdrawals', '1, 2', userId, from),
  ]);
  return months.map(({ month }) => {
    const d = deposits.get(month) ?? 0;
    const w = withdrawals.get(month) ?? 0;
    return { month, deposits: d, withdrawals: w, net: d - w };
  });
}
