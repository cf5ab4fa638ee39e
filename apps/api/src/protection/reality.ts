import { recordEvent, type ProtectionSource } from './audit';
import type { Queryable } from '../db/types';

export const REALITY_MINUTES = [0, 15, 30, 60] as const;
export type RealityMinutes = (typeof REALITY_MINUTES)[number];

export async function readRealityMinutes(q: Queryable, userId: number): Promise<RealityMinutes> {
  const { rows } = await q.query<{ reality_minutes: number }>('SELECT reality_minutes FROM protection_settings WHERE user_id = $1', [
    userId,
  ]);
  return Number(rows[0]?.reality_minutes ?? 0) as RealityMinutes;
}

export async function setRealityMinutes(
  q: Queryable,
  input: { userId: number; minutes: RealityMinutes; source: ProtectionSource },
  at: Date,
): Promise<void> {
  const from = await readRealityMinutes(q, input.userId);
  await q.query(
    `INSERT INTO protection_settings (user_id, reality_minutes) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET reality_minutes = $2`,
    [input.userId, input.minutes],
  );
  await recordEvent(q, { userId: input.userId, kind: 'reality', detail: { from, to: input.minutes }, source: input.source, at });
}

export interface SessionSummary {
  minutes: RealityMinutes;
  /** When this login began, on the server: a reload or another tab counts from the same moment. */
  startedAt: Date;
  /** Fen asked for in deposits (not refused) since then. */
  deposits: number;
  /** Fen asked for in withdrawals (not refused) since then. */
  withdrawals: number;
  /** The win/loss of bets settled since then. */
  betsResult: number;
}

const sum = async (q: Queryable, sql: string, params: unknown[]) =>
  Number((await q.query<{ total: string | null }>(sql, params)).rows[0]?.total ?? 0);

/** The reality check's figures for the member's current session. */
export async function sessionSummary(q: Queryable, userId: number, sessionId: number): Promise<SessionSummary> {
  const { rows } = await q.query<{ created_at: Date | string }>('SELECT created_at FROM sessions WHERE id = $1 AND user_id = $2', [
    sessionId,
    userId,
  ]);
  const startedAt = new Date(rows[0]?.created_at ?? Date.now());
  const since = startedAt.toISOString();
  const [minutes, deposits, withdrawals, betsResult] = await Promise.all([
    readRealityMinutes(q, userId),
    sum(q, 'SELECT SUM(amount)::text AS total FROM deposits WHERE user_id = $1 AND state IN (1, 2) AND created_at >= $2', [userId, since]),
    sum(q, 'SELECT SUM(amount)::text AS total FROM withdrawals WHERE user_id = $1 AND state IN (1, 2) AND created_at >= $2', [
      userId,
      since,
    ]),
    sum(q, 'SELECT SUM(win_loss)::text AS total FROM bets WHERE user_id = $1 AND status <> 2 AND settled_at >= $2', [userId, since]),
  ]);
  return { minutes, startedAt, deposits, withdrawals, betsResult };
}
