import { forgetSessions } from './session-cache';
import { hashToken, newToken } from './tokens';
import { noteSessionsEnded } from '../events/notes';
import type { Queryable } from '../db/types';

/**
 * Opens a session and returns its token; only the token's hash is stored. `withdrawOnlyUntil`
 * opens a withdraw-only one (docs/api.md, Player protection), which auth/require-member.ts holds to the calls of
 * auth/withdraw-only.ts until then.
 */
export async function openSession(q: Queryable, userId: number, withdrawOnlyUntil?: Date, device?: SessionDevice): Promise<string> {
  return (await openSessionWithId(q, userId, withdrawOnlyUntil, device)).token;
}

/** What the member's 登录设备 list shows of a session: the browser's name, the address, the language, how it logged in. */
export interface SessionDevice {
  userAgent: string;
  ip: string;
  locale: string;
  method: 'password' | 'passkey';
}

/** openSession, also returning the new session's id. */
export async function openSessionWithId(
  q: Queryable,
  userId: number,
  withdrawOnlyUntil?: Date,
  device?: SessionDevice,
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO sessions(user_id, token_hash, scope, scope_ends_at, user_agent, ip, locale, method, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) RETURNING id`,
    [
      userId,
      hashToken(token),
      withdrawOnlyUntil ? 'withdraw' : 'full',
      withdrawOnlyUntil?.toISOString() ?? null,
      (device?.userAgent ?? '').slice(0, 400),
      (device?.ip ?? '').slice(0, 64),
      device?.locale ?? '',
      device?.method ?? 'password',
    ],
  );
  return { token, sessionId: Number(rows[0].id) };
}

/**
 * Revokes every live session of a member, except `keepSessionId` when given. Their open streams
 * close on every instance once this commits: the event names the sessions it ended, so a session
 * opened after it (the login's own) is never taken for one of them, however late an instance
 * reads the event (docs/api.md "Live money").
 */
export async function revokeSessions(q: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  const { rows } = await q.query<{ id: number }>(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id',
    [userId, keepSessionId ?? 0],
  );
  forgetSessions(userId);
  noteSessionsEnded(
    q,
    userId,
    rows.map((r) => Number(r.id)),
  );
}

/** Ends one session (logoff). */
export async function revokeSession(q: Queryable, userId: number, sessionId: number): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  forgetSessions(userId, sessionId);
  noteSessionsEnded(q, userId, [sessionId]);
}
