import { createHash, timingSafeEqual } from 'node:crypto';
import { operatorOfToken } from './accounts';
import { writeAudit } from './audit';
import { PASSWORD_MESSAGES, roleNeeded } from './desk-messages';
import { OPERATOR_MESSAGES } from './messages';
import { OPEN_ROUTES, PASSWORD_CHANGE_ROUTES, ROUTE_ROLES } from './roles';
import { Code } from '../http/envelope';
import type { Actor } from './actor';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S{1,200})$/;

/** Every operator route lives under this prefix; the gate below covers all of them. */
export const OPERATOR_PREFIX = '/admin/';

// Hashing both sides first gives equal-length buffers, so the comparison time says
// nothing about the token's length or its first differing character.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** The route as the role table names it: `METHOD /admin/path` (the registered path, not the raw URL). */
export const routeKey = (request: FastifyRequest): string => `${request.method} ${request.routeOptions.url ?? ''}`;

/**
 * The operator gate, in the first request hook, before the body is read, parsed or validated,
 * so an outsider gets the same refusal whatever they post. It keys on the matched route (not
 * the raw URL), so encoded or odd spellings of a path that reach an operator route are gated
 * too. The bearer is an operator session (./accounts.ts: idle and total limits, the operator
 * active) whose role the route's row of ./roles.ts allows; or, where enabled, the break-glass
 * token (`config.breakGlassToken`), every use of which writes an audit row of its own.
 * `request.operator` is who acts, for the audit rows the actions write.
 */
export function registerOperatorGate(
  app: FastifyInstance,
  ctx: { db: Db; config: Pick<ServerConfig, 'breakGlassToken'>; now: () => Date },
): void {
  const breakGlass = ctx.config.breakGlassToken ? digest(ctx.config.breakGlassToken) : null;
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith(OPERATOR_PREFIX)) return;
    const key = routeKey(request);
    if (OPEN_ROUTES.has(key)) return;
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const expired = () => reply.code(200).send({ code: Code.sessionExpired, message: OPERATOR_MESSAGES.badAdminToken, data: [] });
    if (!given) return expired();
    const at = ctx.now();
    if (breakGlass && timingSafeEqual(digest(given), breakGlass)) {
      const actor: Actor = {
        operatorId: null,
        username: 'break-glass',
        role: 'break-glass',
        ip: request.ip,
        requestId: request.id,
        sessionId: null,
      };
      await ctx.db.tx((q) => writeAudit(q, actor, { action: 'break-glass.use', targetType: 'site', target: key }, at));
      request.operator = actor;
      return;
    }
    const signedIn = await operatorOfToken(ctx.db, given, at);
    if (!signedIn) return expired();
    if (signedIn.mustChangePassword && !PASSWORD_CHANGE_ROUTES.has(key))
      return reply
        .code(200)
        .send({ code: Code.roleRequired, message: PASSWORD_MESSAGES.changeFirst, data: { password_change_required: true } });
    const allowed = ROUTE_ROLES[key] ?? [];
    if (!allowed.includes(signedIn.role))
      return reply.code(200).send({ code: Code.roleRequired, message: roleNeeded.text + allowed.join(', '), data: { roles: allowed } });
    request.operator = {
      operatorId: signedIn.id,
      username: signedIn.username,
      role: signedIn.role,
      ip: request.ip,
      requestId: request.id,
      sessionId: signedIn.sessionId,
    };
  });
}

/** Who acts on an operator route (set by the gate; the routes behind it may rely on it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.operator) throw new Error(`operator route ${routeKey(request)} reached without the gate`);
  return request.operator;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator gate on /admin routes: who acts, in which role, from where. */
    operator: Actor | null;
  }
}
