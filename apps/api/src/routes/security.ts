import { registerOperatorGate } from '../operator/require-admin';
import { registerSecurityHeaders } from '../security/headers';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * Registered before every other route module, so its hooks see every route: the hardening
 * headers on every answer, the operator gate before any body is read.
 */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerSecurityHeaders(app);
  registerOperatorGate(app, ctx);
}
