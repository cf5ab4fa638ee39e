import type { KeptSession } from './session';
import type pg from 'pg';

/** What every query site needs; implemented by PGlite (embedded) and node-postgres. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * Inside a PostgreSQL transaction: a last statement (no parameters: values written as
   * literals) sent with the COMMIT in one round trip, so it costs the transaction no wait of
   * its own; it fails, and rolls the transaction back, as a statement would. Unset elsewhere.
   */
  atCommit?(sql: string): void;
}

export interface QueryResult<T> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE. */
  rowCount: number;
}

/** Where a Db reports how long each statement took, in seconds (the metrics, metrics/db-meter.ts). */
export interface StatementClock {
  /** A statement alone on the Db (the wait for a pooled connection included). */
  statement(seconds: number): void;
  /** A statement inside a transaction. */
  transaction(seconds: number): void;
}

export interface Db extends Queryable {
  /** Runs several statements separated by semicolons (migrations only; no parameters). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL: a session of its own for /readyz, so a pool busy with calls does not read as
   * a database away (and a database away is seen at once). Unset: readiness uses the Db.
   */
  readonly readiness?: Queryable;
  /**
   * PostgreSQL: a session of its own on the same database with the pool's settings, kept for
   * the life of the process and re-established after an outage, `onConnect` run on each new
   * connection (the push relay's LISTEN). Unset on the embedded database (one process).
   */
  keepSession?(label: string, onConnect: (client: pg.Client) => Promise<void>): KeptSession;
  /**
   * From now on, every statement's duration goes to `clock`. Timed where the driver is called, so
   * the areas keep the Db's own `query` with nothing in front of it: a function in front of it,
   * even a bare pass-through, cost ~50 µs of CPU a transfer (docs/performance.md, The metrics' cost).
   */
  timeStatements?(clock: StatementClock): void;
  /** PostgreSQL: the pool's connections now (its size, open, idle, calls waiting for one), for the metrics. */
  pool?(): { size: number; total: number; idle: number; waiting: number };
}
