import { DatabaseUnavailableError } from '../db/unavailable';
import { TALLY, TallyBuffer, type Tally } from '../events/tally';
import type { FixedHistogram } from './fixed-histogram';
import type { Db, Queryable } from '../db/types';

export interface DbInstruments {
  /** Seconds per statement; `scope`: on the pool (waiting for a connection included) or inside a transaction. */
  query: FixedHistogram<'statement' | 'transaction'>;
  /** Seconds per transaction, BEGIN to COMMIT; `outcome`: committed, refused (rolled back), unavailable. */
  tx: FixedHistogram<'committed' | 'refused' | 'unavailable'>;
  /** Where the business counts of a committed transaction go. */
  tally: Tally;
}

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * The Db the instance's areas use when metrics are on: every statement and transaction timed,
 * and a tally (events/tally.ts) on it and on each transaction's Queryable, flushed only once
 * the transaction has committed. Everything else (pool, readiness, keepSession) is the Db's own.
 */
export function meterDb(db: Db, m: DbInstruments): Db {
  const observe = { statement: m.query.of('statement'), transaction: m.query.of('transaction') };
  const txObserve = { committed: m.tx.of('committed'), refused: m.tx.of('refused'), unavailable: m.tx.of('unavailable') };
  const timed = (q: Queryable, scope: 'statement' | 'transaction'): Queryable['query'] => {
    const done = observe[scope];
    return async (sql, params) => {
      const started = process.hrtime.bigint();
      try {
        return await q.query(sql, params);
      } finally {
        done(seconds(started));
      }
    };
  };
  return {
    ...db,
    query: timed(db, 'statement'),
    [TALLY]: m.tally,
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const started = process.hrtime.bigint();
      const counts = new TallyBuffer();
      let outcome: 'committed' | 'refused' | 'unavailable' = 'committed';
      try {
        return await db.tx((q) => {
          const inner: Queryable & { [TALLY]: Tally } = { query: timed(q, 'transaction'), [TALLY]: counts };
          if (q.atCommit) inner.atCommit = (sql) => q.atCommit?.(sql);
          return fn(inner);
        });
      } catch (err) {
        outcome = err instanceof DatabaseUnavailableError ? 'unavailable' : 'refused';
        throw err;
      } finally {
        txObserve[outcome](seconds(started));
        if (outcome === 'committed') counts.flush(m.tally);
      }
    },
  } as Db;
}
