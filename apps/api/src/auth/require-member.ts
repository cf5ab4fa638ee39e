import { sessionCacheFor } from './session-cache';
import { hashToken } from './tokens';
import { Code } from '../http/envelope';
import { HTTP_MESSAGES } from '../http/messages';
import type { Db } from '../db/types';
import type { FastifyReply, FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/;

/**
 * Pre-handler for member routes: a live session behind `Authorization: Bearer <token>`,
 * else `{code: 401}` (HTTP 200, as the site's clients expect).
 */
export function requireMember(db: Db) {
  const cache = sessionCacheFor(db);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token) {
      const tokenHash = hashToken(token);
      const cached = cache?.get(tokenHash, Date.now());
      if (cached) {
        request.member = cached;
        return;
      }
      const mark = cache?.mark() ?? 0;
      const { rows } = await db.query<{ session_id: number; id: number; username: string }>(
        `SELECT s.id AS session_id, u.id, u.username
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND u.status = 1`,
        [tokenHash],
      );
      if (rows[0]) {
        request.member = { id: rows[0].id, username: rows[0].username, sessionId: rows[0].session_id };
        cache?.set(tokenHash, request.member, Date.now(), mark);
        return;
      }
    }
    return reply.code(200).send({ code: Code.sessionExpired, message: HTTP_MESSAGES.sessionExpired, data: [] });
  };
}
