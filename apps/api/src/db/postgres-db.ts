import { createHash } from 'node:crypto';
import pg from 'pg';
import { type DbLog, silentDbLog } from './log';
import { pgClientConfig } from './pg-config';
import { keepSession } from './session';
import { DEFAULT_DB_SETTINGS, type DbSettings } from './settings';
import { asUnavailable, DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';
import { traced } from '../tracing/active';
import type { Db, Queryable, QueryResult, StatementClock } from './types';

const TX_SPAN = { 'db.system': 'postgresql' };

/** A connection unused this long is closed (the pool makes a new one on demand). */
const IDLE_CLOSE_MS = 10_000;

// BIGINT (money in fen, ids) as JS numbers: every value we store is far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export interface PostgresOptions {
  settings?: DbSettings;
  log?: DbLog;
}

/**
 * A real PostgreSQL server through a connection pool that outlives the server: a connection
 * that breaks (restart, failover, network) is logged and dropped, and the next call makes a
 * new one; a call that cannot get one within connectTimeoutMs, or meets a server that is
 * shutting down, full or too slow, fails with DatabaseUnavailableError (answered 服务器繁忙).
 */
export async function openPostgresDb(url: string, options: PostgresOptions | number = {}): Promise<Db> {
  // A bare number is the pool size (the test harness's one-connection reset).
  const opts: PostgresOptions = typeof options === 'number' ? { settings: { ...DEFAULT_DB_SETTINGS, poolSize: options } } : options;
  const settings = opts.settings ?? DEFAULT_DB_SETTINGS;
  const log = opts.log ?? silentDbLog;
  const pool = new pg.Pool({ ...pgClientConfig(url, settings), max: settings.poolSize, idleTimeoutMillis: IDLE_CLOSE_MS });
  const health = availability(log);
  // An idle connection that breaks emits here; without a listener Node would end the process.
  pool.on('error', (err) => {
    health.down(err);
    log.warn({ err }, 'database: an idle connection broke; it is dropped and a new one is made on demand');
  });
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      health.up();
      return result;
    } catch (err) {
      if (isDatabaseUnavailable(err)) health.down(err);
      throw asUnavailable(err);
    }
  };
  // Set by the metrics (Db.timeStatements); null: nothing timed.
  let clock: StatementClock | null = null;
  const run = async <T>(c: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<QueryResult<T>> => {
    const name = params.length > 0 ? statementName(sql) : undefined;
    const timing = clock;
    const started = timing ? performance.now() : 0;
    try {
      const res = await c.query({ text: sql, values: params as unknown[], ...(name ? { name } : {}) });
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    } finally {
      if (timing) {
        const seconds = (performance.now() - started) / 1000;
        if (c === pool) timing.statement(seconds);
        else timing.transaction(seconds);
      }
    }
  };
  await guard(() => pool.query('select 1'));
  // Readiness asks on a session of its own: a pool busy with calls is not a database away.
  const probe = keepSession(url, { label: 'readiness', settings, log });
  await Promise.race([probe.ready(), new Promise((r) => setTimeout(r, settings.connectTimeoutMs).unref())]);
  return {
    kind: 'postgres',
    query: (sql, params = []) => guard(() => run(pool, sql, params)),
    exec: (sql) => guard(async () => void (await pool.query(sql))),
    // With tracing on, a span holds the transaction's statements (docs/operations.md, Traces).
    tx: (fn) => traced('db.transaction', TX_SPAN, () => guard(() => transaction(pool, fn, (c, sql, params) => run(c, sql, params)))),
    timeStatements: (to) => void (clock = to),
    keepSession: (label, onConnect) => keepSession(url, { label, settings, log, onConnect }),
    pool: () => ({ size: settings.poolSize, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    readiness: {
      async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
        const client = probe.current();
        if (!client) throw new DatabaseUnavailableError(new Error('Connection terminated: the readiness session is reconnecting'));
        try {
          const res = await client.query(sql, params as unknown[]);
          return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
        } catch (err) {
          // A silent connection (read timeout) is ended, so the session connects afresh.
          if (isDatabaseUnavailable(err) && !(err instanceof pg.DatabaseError)) client.end().catch(() => undefined);
          throw asUnavailable(err);
        }
      },
    },
    close: async () => {
      await probe.close();
      await pool.end();
    },
  };
}

type Run = <T>(c: pg.PoolClient, sql: string, params: readonly unknown[]) => Promise<QueryResult<T>>;

/**
 * One transaction on one pooled connection. A connection that broke under it (or a statement
 * the client gave up on) is destroyed rather than returned to the pool; the server rolls back
 * a transaction whose session ended, so nothing half-done remains. A COMMIT whose answer was
 * lost may have applied: the caller's Idempotency-Key tells on a retry.
 */
async function transaction<T>(pool: pg.Pool, fn: (q: Queryable) => Promise<T>, run: Run): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // While checked out, the pool does not listen to the connection: this does (the failure
  // itself reaches the caller through the statement that meets it, and is logged there with
  // the request id).
  const onError = (err: Error) => (broken ??= err);
  client.on('error', onError);
  const last: string[] = [];
  const q: Queryable = { query: (sql, params = []) => run(client, sql, params), atCommit: (sql) => void last.push(sql) };
  try {
    await client.query('BEGIN');
    const result = await fn(q);
    // Several statements in one simple query: one that fails aborts the rest and the transaction.
    await client.query([...last, 'COMMIT'].join(';\n'));
    return result;
  } catch (err) {
    // A refusal (BizError, a constraint, statement_timeout) leaves a usable connection to roll
    // back on; a lost or silent one (reset, refused, read timeout) is destroyed instead.
    const connectionLost = broken !== undefined || (isDatabaseUnavailable(err) && !(err instanceof pg.DatabaseError));
    if (!connectionLost) await client.query('ROLLBACK').catch((rollbackErr: Error) => (broken ??= rollbackErr));
    else broken ??= err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/**
 * Logs an outage once, when it starts, and once when the database answers again (with how
 * long it was away), instead of a line per failed call.
 */
function availability(log: DbLog) {
  let downSince: number | null = null;
  return {
    down(err: unknown) {
      if (downSince !== null) return;
      downSince = Date.now();
      log.error({ err }, 'database unavailable: calls are answered 服务器繁忙 until it is back');
    },
    up() {
      if (downSince === null) return;
      log.warn({ awayMs: Date.now() - downSince }, 'database available again');
      downSince = null;
    },
  };
}

/**
 * Statements with parameters run as named prepared statements: each connection parses and
 * plans one the first time and then only binds and executes it (node-postgres keeps the
 * per-connection record), which takes the parse and plan work off every later call — the
 * database shares the machine's cores with the API. The name is derived from the text, so
 * one text is one statement on every connection. Past MAX_NAMED distinct texts (the code has
 * a few hundred at most; dynamic IN lists add a handful) statements stay unnamed rather than
 * pile up in the server's memory. PostgreSQL re-plans a prepared statement by itself after a
 * migration; only a `SELECT *` whose table gained or lost columns under a running instance
 * would keep failing on the connections that prepared it ("cached plan must not change
 * result type"), so the code names its columns (a test keeps `SELECT *` out of apps/api).
 */
const MAX_NAMED = 1000;
const names = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}
