import type { Queryable } from '../db/types';

export interface WaitingOrders {
  kind: 'deposit' | 'withdrawal';
  /** Orders asked for and not yet decided (state 1). */
  count: number;
  /** Seconds the oldest of them has waited; 0 when none waits. */
  oldestSeconds: number;
}

/** What waits for the operator's decision, by kind: one indexed read of each table (state, created_at). */
export async function waitingOrders(q: Queryable, now: Date): Promise<WaitingOrders[]> {
  const { rows } = await q.query<{ kind: WaitingOrders['kind']; n: number; oldest: string | Date | null }>(
    `SELECT 'deposit' AS kind, count(*)::int AS n, min(created_at) AS oldest FROM deposits WHERE state = 1
     UNION ALL
     SELECT 'withdrawal', count(*)::int, min(created_at) FROM withdrawals WHERE state = 1`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    count: Number(r.n),
    oldestSeconds: r.oldest ? Math.max(0, (now.getTime() - new Date(r.oldest).getTime()) / 1000) : 0,
  }));
}
