import { pendingMigrations } from '../db/migrate';
import type { Db } from '../db/types';
import type { FastifyInstance } from 'fastify';

/**
 * Answers for a load balancer or orchestrator, outside the site's `{code, message, data}`
 * contract (real HTTP statuses):
 *   GET /healthz  the process is alive and its event loop turns (200);
 *   GET /readyz   the database answers, every migration is applied and the instance is not
 *                 draining after SIGTERM (200), else 503 — within
 *                 READY_TIMEOUT_MS even when the database is silent or every connection is busy,
 *                 so a balancer takes the instance out quickly.
 */
export const READY_TIMEOUT_MS = 1_000;

/** Instances that received SIGTERM and are draining (docs/operations.md "Shutdown and drain"). */
const draining = new WeakSet<FastifyInstance>();

/**
 * From now on /readyz answers 503 (the balancer takes the instance out) while every other call
 * is still answered; each answer closes its connection, so clients and balancers open their
 * next one afresh (through the balancer: elsewhere).
 */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

export function registerOperations(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });

  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining.has(app)) return reply.code(503).send({ status: 'draining' });
    try {
      const pending = await withinReadyTimeout(pendingMigrations(db.readiness ?? db));
      if (pending.length > 0) return reply.code(503).send({ status: 'migrations pending', pending });
      // SIGTERM may have arrived while the database answered: the answer is as of now.
      if (draining.has(app)) return reply.code(503).send({ status: 'draining' });
      return reply.send({ status: 'ready', database: db.kind });
    } catch (err) {
      request.log.warn({ err }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
}

function withinReadyTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  // The slow check may still fail later: nothing waits for it then.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
