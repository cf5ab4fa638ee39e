import { DatabaseUnavailableError } from '../db/unavailable';
import { TALLY, TallyBuffer, type Tally } from '../events/tally';
import type { Observe } from './series';
import type { Db, Queryable, QueryResult } from '../db/types';

export interface DbInstruments {
  /** Seconds per statement: on the pool (waiting for a connection included) or inside a transaction. */
  query: { statement: Observe; transaction: Observe };
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
 * A statement's timing rides on the driver's own promise (one reaction, no async frame of its
 * own). The timing itself is cheap, but any function put in front of the driver's `query` (even
 * a bare pass-through) measured ~50 µs of CPU a transfer, most of what the metrics still cost
 * (docs/performance.md, The metrics' cost).
 */
export function meterDb(db: Db, m: DbInstruments): Db {
  // Anonymous functions: named ones are wrapped at each creation when tsx runs the sources (its keepNames).
  const timed = (q: Queryable, done: Observe): Queryable['query'] =>
    (<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
      const started = performance.now();
      let result: Promise<QueryResult<T>>;
      try {
        result = q.query<T>(sql, params);
      } catch (err) {
        done((performance.now() - started) / 1000);
        return Promise.reject(err);
      }
      // The caller awaits `result` itself (and sees its failure); this branch only times it.
      result.then(
        () => done((performance.now() - started) / 1000),
        () => done((performance.now() - started) / 1000),
      );
      return result;
    }) as Queryable['query'];
  return {
    ...db,
    query: timed(db, m.query.statement),
    [TALLY]: m.tally,
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const started = performance.now();
      const counts = new TallyBuffer();
      let outcome: 'committed' | 'refused' | 'unavailable' = 'committed';
      try {
        // One object literal, its shape whole at creation: adding `atCommit` afterwards (a fresh
        // closure each transaction) made V8 keep each transaction's objects, its request and reply
        // too, past the young collections: 11–13 KB promoted a transfer instead of 7–9, and
        // major collections to match (docs/performance.md, The metrics' cost).
        return await db.tx((q) => {
          const inner: Queryable & { [TALLY]: Tally } = {
            query: timed(q, m.query.transaction),
            atCommit: q.atCommit && ((sql) => q.atCommit?.(sql)),
            [TALLY]: counts,
          };
          return fn(inner);
        });
      } catch (err) {
        outcome = err instanceof DatabaseUnavailableError ? 'unavailable' : 'refused';
        throw err;
      } finally {
        m.tx[outcome]((performance.now() - started) / 1000);
        if (outcome === 'committed') counts.flush(m.tally);
      }
    },
  } as Db;
}
