/** Where the database layer reports connection trouble: a pino logger (fastify's app.log) fits. */
export interface DbLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The database opens before the HTTP server (and its logger) exists: this log writes JSON
 * lines to standard error until `attach` hands it the server's logger.
 */
export function deferredDbLog(): DbLog & { attach(log: DbLog): void } {
  let target: DbLog | null = null;
  const early = (level: string) => (obj: object, msg: string) => {
    const err = (obj as { err?: Error }).err;
    const fields = err ? { ...obj, err: { type: err.name, message: err.message, code: (err as { code?: unknown }).code } } : obj;
    process.stderr.write(`${JSON.stringify({ level, time: Date.now(), component: 'database', ...fields, msg })}\n`);
  };
  return {
    warn: (obj, msg) => (target ? target.warn(obj, msg) : early('warn')(obj, msg)),
    error: (obj, msg) => (target ? target.error(obj, msg) : early('error')(obj, msg)),
    attach(log) {
      target = log;
    },
  };
}

/** For callers that have no logger (tools, tests): errors are still handled, just not written. */
export const silentDbLog: DbLog = { warn: () => undefined, error: () => undefined };
