import { sessionCacheFor } from './session-cache';
import { revokeSession } from './sessions';
import { hashToken } from './tokens';
import { allowedWithdrawOnly } from './withdraw-only';
import { BizError, Code } from '../http/envelope';
import { HTTP_MESSAGES } from '../http/messages';
import { formatDateTime } from '../http/time';
import type { Db } from '../db/types';
import type { Member } from '../http/types';
import type { FastifyReply, FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/;

export interface MemberGateOptions {
  /** The clock: a withdraw-only session expires with the exclusion it was opened in. */
  now: () => Date;
  /** The 231 refusal's text for a call a withdraw-only session may not make, with the end. */
  withdrawOnlyRefusal: (until: string) => string;
}

interface SessionRow {
  session_id: number;
  id: number;
  username: string;
  scope: 'full' | 'withdraw';
  scope_ends_at: string | Date | null;
  last_seen_at: string | Date | null;
  created_at: string | Date;
  idle_minutes: number;
}

/** A session's last call is written at most this often (the balance poll calls every 4.3 s). */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Pre-handler for member routes: a live session behind `Authorization: Bearer <token>`,
 * else `{code: 401}` (HTTP 200, as the site's clients expect).
 *
 * The one place a session's scope is enforced (docs/security.md "Members"): a withdraw-only
 * session makes only the calls of ./withdraw-only.ts; any other answers 231 with
 * `withdrawOnlyRefusal` (player protection's text, handed in by app.ts so this layer imports no
 * area above it), whichever route it is, so no route can forget it. The scope is read from the
 * session row (or the cached copy of it, which carries it), so every instance of a fleet answers
 * alike. Once the exclusion is over the session has expired: the member logs in again for a
 * full session.
 */
export function requireMember(db: Db, { now, withdrawOnlyRefusal }: MemberGateOptions) {
  const cache = sessionCacheFor(db);
  const expired = (reply: FastifyReply) =>
    reply.code(200).send({ code: Code.sessionExpired, message: HTTP_MESSAGES.sessionExpired, data: [] });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await findMember(request);
    if (!member) return expired(reply);
    const until = member.withdrawOnlyUntil;
    if (until) {
      if (until.getTime() <= now().getTime()) return expired(reply);
      if (!allowedWithdrawOnly(request)) throw new BizError(Code.selfExcluded, withdrawOnlyRefusal(formatDateTime(until)));
    }
    request.member = member;
  };

  async function findMember(request: FastifyRequest): Promise<Member | null> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    const tokenHash = hashToken(token);
    const cached = cache?.get(tokenHash, Date.now());
    if (cached) return cached;
    const mark = cache?.mark() ?? 0;
    const { rows } = await db.query<SessionRow>(
      `SELECT s.id AS session_id, u.id, u.username, s.scope, s.scope_ends_at, s.last_seen_at, s.created_at, u.idle_minutes
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND u.status = 1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    if (!(await stillActive(row))) return null;
    const member: Member = {
      id: row.id,
      username: row.username,
      sessionId: row.session_id,
      withdrawOnlyUntil: row.scope === 'withdraw' && row.scope_ends_at ? new Date(row.scope_ends_at) : null,
    };
    cache?.set(tokenHash, member, Date.now(), mark);
    return member;
  }

  /**
   * The idle logout the member chose (docs/security.md "Sessions"): a session without a call for
   * that long is ended here, on whichever instance sees it next (the end reaches every instance's
   * streams). Otherwise its last call is noted, at most once a minute.
   */
  async function stillActive(row: SessionRow): Promise<boolean> {
    const at = now().getTime();
    const last = new Date(row.last_seen_at ?? row.created_at).getTime();
    const idle = Number(row.idle_minutes);
    if (idle > 0 && at - last > idle * 60_000) {
      await db.tx((q) => revokeSession(q, Number(row.id), Number(row.session_id)));
      return false;
    }
    if (at - last >= LAST_SEEN_EVERY_MS) {
      await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, new Date(at).toISOString()]);
    }
    return true;
  }
}
