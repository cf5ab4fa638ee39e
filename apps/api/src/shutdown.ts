import { startDraining } from './http/operations';
import type { Db } from './db/types';
import type { FastifyInstance } from 'fastify';

/**
 * After the drain, the close (requests in flight, the pool) must finish inside this; an
 * orchestrator must wait SHUTDOWN_DRAIN_MS + this before killing (docs/operations.md).
 */
export const SHUTDOWN_LIMIT_MS = 10_000;

/** Margin for closing the pool and exiting after the last request. */
const FORCE_AFTER_MS = SHUTDOWN_LIMIT_MS - 1_500;

export interface ShutdownOptions {
  /** Replaced by tests. */
  exit?: (code: number) => void;
  forceAfterMs?: number;
  /** false: do not listen to the process's signals (tests call the returned function). */
  signals?: boolean;
  /** SIGTERM: how long /readyz answers 503 while every call is still served (0: none). */
  drainMs?: number;
}

/**
 * SIGTERM: first the drain (docs/operations.md "Shutdown and drain"): /readyz answers 503 at
 * once and every call, in flight or new, is still answered for `drainMs`, so a balancer takes
 * the instance out before it stops listening. SIGINT (Ctrl-C), or a second signal during the
 * drain, skips what is left of it. Then: streams are told to reconnect (elsewhere: the
 * balancer no longer sends here), stop accepting connections, let every request already received finish
 * (idle keep-alive connections are closed at once; a request arriving on a busy one during
 * the close is answered 503), close the database pool, exit 0. Requests still running near
 * the limit are cut and the process exits 1, so it never outlives the orchestrator's patience.
 * Returns the shutdown function (also for tests).
 */
export function installShutdown(app: FastifyInstance, db: Db, opts: ShutdownOptions = {}): (signal: string) => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let started = false;
  let endDrain: (() => void) | null = null;
  const drainMs = opts.drainMs ?? 0;
  const shutdown = async (signal: string) => {
    if (started) {
      endDrain?.();
      return;
    }
    started = true;
    const began = Date.now();
    if (signal === 'SIGTERM' && drainMs > 0) {
      startDraining(app);
      app.log.info({ signal, drainMs }, 'draining: /readyz answers 503, calls are still answered');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endDrain = null;
    } else startDraining(app);
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
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  }
  return shutdown;
}
