import { createHash, timingSafeEqual } from 'node:crypto';
import { OPERATOR_MESSAGES } from './messages';
import { Code } from '../http/envelope';
import type { FastifyInstance } from 'fastify';

const BEARER = /^Bearer\s+(\S{1,200})$/;

/** Every operator route lives under this prefix; the gate below covers all of them. */
export const OPERATOR_PREFIX = '/admin/';

// Hashing both sides first gives equal-length buffers, so the comparison time says
// nothing about the token's length or its first differing character.
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operator gate: `Authorization: Bearer <ADMIN_TOKEN>` checked in the first request hook,
 * before the body is read, parsed or validated, so an outsider gets the same refusal whatever
 * they post. It keys on the matched route (not the raw URL), so encoded or odd spellings of a
 * path that reach an operator route are gated too. Without ADMIN_TOKEN the operator routes are
 * not registered at all (see `operatorApiOn`): they answer exactly like unknown paths.
 */
export function registerOperatorGate(app: FastifyInstance, adminToken: string | undefined): void {
  if (!adminToken) return;
  const expected = digest(adminToken);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith(OPERATOR_PREFIX)) return;
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given && timingSafeEqual(digest(given), expected)) return;
    return reply.code(200).send({ code: Code.sessionExpired, message: OPERATOR_MESSAGES.badAdminToken, data: [] });
  });
}

/** The operator API exists only when an ADMIN_TOKEN is configured. */
export const operatorApiOn = (config: { adminToken?: string }): boolean => Boolean(config.adminToken);
