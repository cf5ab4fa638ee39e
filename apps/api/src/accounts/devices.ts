import { deviceLabel } from './device-label';
import { SECURITY_ACCOUNT_MESSAGES } from './security-messages';
import { revokeSession, revokeSessions } from '../auth/sessions';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import type { Queryable } from '../db/types';

/** 登录设备 (a member's live sessions), 上次登录, and the idle logout choice. */
export const IDLE_CHOICES = [0, 15, 60, 240] as const;

interface SessionRow {
  id: number;
  user_agent: string;
  ip: string;
  method: string;
  created_at: string | Date;
  last_seen_at: string | Date | null;
}

const shown = (r: SessionRow, currentId: number) => ({
  id: Number(r.id),
  device: deviceLabel(r.user_agent),
  ip: r.ip,
  method: r.method,
  first_seen: formatDateTime(new Date(r.created_at)),
  last_seen: formatDateTime(new Date(r.last_seen_at ?? r.created_at)),
  current: Number(r.id) === currentId,
});

export async function listDevices(q: Queryable, member: { id: number; sessionId: number }) {
  const { rows } = await q.query<SessionRow>(
    `SELECT id, user_agent, ip, method, created_at, last_seen_at FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL ORDER BY coalesce(last_seen_at, created_at) DESC, id DESC`,
    [member.id],
  );
  return rows.map((r) => shown(r, member.sessionId));
}

/** The login before this session's (上次登录), null on a first login. */
export async function previousLogin(q: Queryable, member: { id: number; sessionId: number }) {
  const { rows } = await q.query<SessionRow>(
    `SELECT id, user_agent, ip, method, created_at, last_seen_at FROM sessions
      WHERE user_id = $1 AND id < $2 ORDER BY id DESC LIMIT 1`,
    [member.id, member.sessionId],
  );
  if (!rows[0]) return null;
  const r = shown(rows[0], member.sessionId);
  return { time: r.first_seen, ip: r.ip, device: r.device, method: r.method };
}

/** Ends one of the member's other sessions; on every instance (auth/sessions.ts notes it for the streams). */
export async function endDevice(q: Queryable, member: { id: number; sessionId: number }, sessionId: number): Promise<void> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL', [
    sessionId,
    member.id,
  ]);
  if (!rows[0]) throw new BizError(Code.notFound, SECURITY_ACCOUNT_MESSAGES.sessionNotFound);
  await revokeSession(q, member.id, sessionId);
}

/** Ends every session of the member but this one. */
export const endOtherDevices = (q: Queryable, member: { id: number; sessionId: number }) => revokeSessions(q, member.id, member.sessionId);

export function requireIdleMinutes(value: unknown): number {
  const n = Number(value);
  if (!IDLE_CHOICES.includes(n as (typeof IDLE_CHOICES)[number]))
    throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.idleInvalid);
  return n;
}

export async function setIdleMinutes(q: Queryable, userId: number, minutes: number): Promise<void> {
  await q.query('UPDATE users SET idle_minutes = $2 WHERE id = $1', [userId, minutes]);
}

export async function idleMinutes(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ idle_minutes: number }>('SELECT idle_minutes FROM users WHERE id = $1', [userId]);
  return Number(rows[0]?.idle_minutes ?? 0);
}
