import { DatabaseUnavailableError } from '../db/unavailable';
import { TALLY, TallyBuffer, type Tally } from '../events/tally';
import type { Observe } from './series';
import type { Db, Queryable, StatementClock } from '../db/types';

export interface DbInstruments {
  /** Seconds per statement: on the pool (waiting for a connection included) or inside a transaction. */
  query: StatementClock;
  /** Seconds per transaction, BEGIN to COMMIT: committed, refused (rolled back), unavailable. */
  tx: { committed: Observe; refused: Observe; unavailable: Observe };
  /** Where the business counts of a committed transaction go. */
  tally: Tally;
}

/**
 * The Db the instance's areas use when metrics are on: every statement and transaction timed,
 * and a tally (events/tally.ts) on it and on each transaction's Queryable, flushed only once
 * the transaction has committed. Everything else (pool, readiness, keepSession) is the Db's own.
 *
 * Statements are timed by the Db itself, where it calls its driver (Db.timeStatements), and the
 * areas get the Db's own `query`: any function put in front of it (even a bare pass-through)
 * measured ~50 µs of CPU a transfer, most of what the metrics cost (docs/performance.md, The
 * metrics' cost).
 */
export function meterDb(db: Db, m: DbInstruments): Db {
  db.timeStatements?.(m.query);
  return {
    ...db,
    [TALLY]: m.tally,
    tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const started = performance.now();
      const counts = new TallyBuffer();
      // One object literal, its shape whole at creation, holding the Db's own functions: adding
      // `atCommit` afterwards (a fresh closure each transaction) made V8 keep each transaction's
      // objects, its request and reply too, past the young collections: 11–13 KB promoted a
      // transfer instead of 7–9, and major collections to match (docs/performance.md). The
      // outcome is read off the Db's own promise (no async frame of the meter's own).
      return db
        .tx((q) => fn({ query: q.query, atCommit: q.atCommit, [TALLY]: counts } as Queryable))
        .then(
          (value) => {
            m.tx.committed((performance.now() - started) / 1000);
            counts.flush(m.tally);
            return value;
          },
          (err: unknown) => {
            (err instanceof DatabaseUnavailableError ? m.tx.unavailable : m.tx.refused)((performance.now() - started) / 1000);
            throw err;
          },
        );
    },
  } as Db;
}
