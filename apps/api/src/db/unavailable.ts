/**
 * "The database is away or overloaded" as one error type. Query sites need not know about
 * it: the PostgreSQL layer turns these failures into DatabaseUnavailableError, the error
 * handler answers it with the site's envelope (服务器繁忙，请稍后再试), and the transaction it
 * interrupted was rolled back (by the server when the session died). Other database errors
 * (a unique violation, a bad statement) stay as they are.
 */
export class DatabaseUnavailableError extends Error {
  /** SQLSTATE or Node error code of the cause, when it has one (57P01, ECONNREFUSED…). */
  readonly reason: string;

  constructor(override readonly cause: unknown) {
    const code = errorCode(cause);
    super(`database unavailable: ${code ? `${code} ` : ''}${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'DatabaseUnavailableError';
    this.reason = code ?? 'connection';
  }

  /**
   * What kept the call from the database, for the metrics' 503s by cause: no pooled connection
   * within connectTimeoutMs (`pool_full`), the server short of resources or a statement over its
   * timeout (`overload`: 53xxx, 57014), or the server away (restart, failover, network).
   */
  get kind(): 'pool_full' | 'overload' | 'database_away' {
    const message = (this.cause as Error | undefined)?.message ?? '';
    if (message.startsWith('timeout exceeded when trying to connect')) return 'pool_full';
    if (/^(53...|57014)$/.test(this.reason)) return 'overload';
    return 'database_away';
  }
}

/**
 * SQLSTATEs that mean "not now", never "wrong request":
 *   08xxx  connection exception
 *   53xxx  insufficient resources (53300 max_connections reached, out of memory, disk full)
 *   57014  query canceled (statement_timeout)
 *   57P01  admin shutdown (pg_ctl stop -m fast, failover), 57P02 crash shutdown, 57P03 starting up
 *   25P03  idle_in_transaction_session_timeout ended the session
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57014|57P0[1-5]|25P03)$/;

/** Socket-level failures reaching or talking to the server. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report a lost or unobtainable connection with these messages (no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  const code = errorCode(err);
  if (code && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  const message = (err as Error | undefined)?.message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/** Wraps a "database away" failure; returns anything else unchanged. */
export function asUnavailable(err: unknown): unknown {
  return isDatabaseUnavailable(err) && !(err instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(err) : err;
}

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
