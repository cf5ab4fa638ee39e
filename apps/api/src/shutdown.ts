import type { Db } from './db/types';
import type { FastifyInstance } from 'fastify';

/** A balancer or orchestrator waits this long before killing; shutdown must finish inside it. */
export const SHUTDOWN_LIMIT_MS = 10_000;
/** Margin for closing the pool and exiting after the last request. */
const FORCE_AFTER_MS = SHUTDOWN_LIMIT_MS - 1_500;

export interface ShutdownOptions {
  /** Replaced by tests. */
  exit?: (code: number) => void;
  forceAfterMs?: number;
  /** false: do not listen to the process's signals (tests call the returned function). */
  signals?: boolean;
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let every request already received finish
 * (idle keep-alive connections are closed at once; a request arriving on a busy one during
 * the close is answered 503), close the database pool, exit 0. Requests still running near
 * the limit are cut and the process exits 1, so it never outlives the orchestrator's patience.
 * Returns the shutdown function (also for tests).
 */
export function installShutdown(app: FastifyInstance, db: Db, opts: ShutdownOptions = {}): (signal: string) => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let started = false;
  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    const began = Date.now();
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    let forced = false;
    const force = setTimeout(() => {
      forced = true;
      app.log.error('shutdown limit reached: cutting the remaining connections');
      app.server.closeAllConnections();
      exit(1);
    }, opts.forceAfterMs ?? FORCE_AFTER_MS);
    force.unref();
    // app.close() closes the connections idle at that moment; one that finishes its request
    // later would stay open for the keep-alive timeout and hold the close, so keep closing.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
      clearInterval(sweep);
      await db.close();
      clearTimeout(force);
      if (forced) return;
      app.log.info({ ms: Date.now() - began }, 'shut down cleanly');
      exit(0);
    } catch (err) {
      clearInterval(sweep);
      clearTimeout(force);
      if (forced) return;
      app.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  if (opts.signals !== false) {
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));
  }
  return shutdown;
}
