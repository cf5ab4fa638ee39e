import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerOperatorGate } from '../operator/require-admin';

/**
 * Registered before every other route module: its request hooks then run first for every
 * route (the operator gate before any body is read).
 */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerOperatorGate(app, ctx.config.adminToken);
}
