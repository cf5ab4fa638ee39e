import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { Code } from '../http/envelope';
import { OPERATOR_MESSAGES } from './messages';

const BEARER = /^Bearer\s+(\S{1,200})$/;

// Hashing both sides first gives equal-length buffers, so the comparison time says
// nothing about the token's length or its first differing character.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Pre-handler for every /admin/* route: `Authorization: Bearer <ADMIN_TOKEN>`.
 * Without ADMIN_TOKEN in the environment the operator API does not exist (404 envelope).
 */
export function requireAdmin(ctx: Pick<AppContext, 'config'>) {
  const expected = ctx.config.adminToken ? digest(ctx.config.adminToken) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) return reply.code(200).send({ code: 404, message: OPERATOR_MESSAGES.notFound, data: [] });
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given && timingSafeEqual(digest(given), expected)) return;
    return reply.code(200).send({ code: Code.sessionExpired, message: OPERATOR_MESSAGES.badAdminToken, data: [] });
  };
}
