import { recordEvent, type ProtectionSource } from './audit';
import { PROTECTION_MESSAGES } from './messages';
import { later } from './periods';
import { revokeSessions } from '../auth/sessions';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { lockMember } from '../money/ledger';
import type { Queryable } from '../db/types';

/** The lengths a player may pick: a time-out (冷静期) or a self-exclusion (自我排除). */
export const EXCLUSION_DURATIONS = {
  '24h': { kind: 'timeout', amount: 24, unit: 'hour' },
  '7d': { kind: 'timeout', amount: 7, unit: 'day' },
  '30d': { kind: 'timeout', amount: 30, unit: 'day' },
  '6m': { kind: 'exclusion', amount: 6, unit: 'month' },
  '1y': { kind: 'exclusion', amount: 1, unit: 'year' },
  '5y': { kind: 'exclusion', amount: 5, unit: 'year' },
} as const;
export type ExclusionDuration = keyof typeof EXCLUSION_DURATIONS;

export interface Exclusion {
  kind: 'timeout' | 'exclusion';
  starts_at: Date;
  ends_at: Date;
}

/** The exclusion in force at `at` that ends last, or null. */
export async function activeExclusion(q: Queryable, userId: number, at: Date): Promise<Exclusion | null> {
  const { rows } = await q.query<Exclusion>(
    `SELECT kind, starts_at, ends_at FROM protection_exclusions
      WHERE user_id = $1 AND starts_at <= $2 AND ends_at > $2 ORDER BY ends_at DESC LIMIT 1`,
    [userId, at.toISOString()],
  );
  const e = rows[0];
  return e ? { kind: e.kind, starts_at: new Date(e.starts_at), ends_at: new Date(e.ends_at) } : null;
}

/** Every exclusion of a member, newest first (operator API). */
export async function listExclusions(q: Queryable, userId: number): Promise<Exclusion[]> {
  const { rows } = await q.query<Exclusion>(
    'SELECT kind, starts_at, ends_at FROM protection_exclusions WHERE user_id = $1 ORDER BY id DESC',
    [userId],
  );
  return rows.map((e) => ({ kind: e.kind, starts_at: new Date(e.starts_at), ends_at: new Date(e.ends_at) }));
}

/**
 * Refuses what an exclusion forbids (login, deposit, game launch) with its end in Beijing time.
 * Read from the database on every call, so every instance of a fleet refuses alike.
 */
export async function requireNotExcluded(q: Queryable, userId: number, at: Date, message: (until: string) => string): Promise<void> {
  const e = await activeExclusion(q, userId, at);
  if (e) throw new BizError(Code.selfExcluded, message(formatDateTime(e.ends_at)));
}

/**
 * Starts a time-out or self-exclusion and ends every open session of the member at once (the
 * revocation reaches the other instances' streams through the outbox; the embedded database's
 * session cache forgets them in revokeSessions). It can never be shortened: there is no call
 * that ends one, and a second one cannot start while one holds.
 */
export async function startExclusion(
  q: Queryable,
  input: { userId: number; duration: ExclusionDuration; source: ProtectionSource },
  at: Date,
): Promise<Exclusion> {
  await lockMember(q, input.userId);
  await requireNotExcluded(q, input.userId, at, PROTECTION_MESSAGES.alreadyExcluded);
  const d = EXCLUSION_DURATIONS[input.duration];
  const exclusion: Exclusion = { kind: d.kind, starts_at: at, ends_at: later(at, d.amount, d.unit) };
  await q.query('INSERT INTO protection_exclusions (user_id, kind, starts_at, ends_at) VALUES ($1, $2, $3, $4)', [
    input.userId,
    exclusion.kind,
    exclusion.starts_at.toISOString(),
    exclusion.ends_at.toISOString(),
  ]);
  await recordEvent(q, {
    userId: input.userId,
    kind: exclusion.kind,
    detail: { duration: input.duration, ends_at: exclusion.ends_at.toISOString() },
    source: input.source,
    at,
  });
  await revokeSessions(q, input.userId);
  return exclusion;
}
