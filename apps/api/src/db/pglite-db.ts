import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { traced } from '../tracing/active';
import type { Db, Queryable, QueryResult, StatementClock } from './types';

/**
 * Embedded PostgreSQL. One connection: PGlite serialises transactions itself, so a
 * transaction here can never interleave with another.
 * @param dataDir folder for the data files; omitted = in memory (tests).
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  // Set by the metrics (Db.timeStatements); null: nothing timed.
  let clock: StatementClock | null = null;
  const wrap = (q: Pick<PGlite, 'query'>, inTransaction: boolean): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const timing = clock;
      const started = timing ? performance.now() : 0;
      try {
        const res = plainParams(params) ? await oneTrip<T>(pg, sql, params, inTransaction) : await q.query<T>(sql, params as unknown[]);
        return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
      } finally {
        if (timing) {
          const seconds = (performance.now() - started) / 1000;
          if (inTransaction) timing.transaction(seconds);
          else timing.statement(seconds);
        }
      }
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg, false),
    async exec(sql) {
      await pg.exec(sql);
    },
    // With tracing on, a span for each transaction (PGlite has no driver to instrument: no statement spans).
    tx: (fn) => traced('db.transaction', { 'db.system': 'pglite' }, () => pg.transaction((t) => fn(wrap(t, true)))),
    timeStatements: (to) => void (clock = to),
    close: () => pg.close(),
  };
}

type Plain = string | number | boolean | null | undefined;

/** Parameters whose text form needs no knowledge of the column type (every query here sends only these). */
const plainParams = (params: readonly unknown[]): params is readonly Plain[] =>
  params.every((p) => p === null || p === undefined || typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean');

/**
 * A parameterised statement in ONE call into the database. PGlite's own `query` makes six
 * (parse, describe the statement to learn the parameter types, bind, describe, execute,
 * sync), each a pass through its WebAssembly entry point and protocol parser: most of what a
 * money call cost was that overhead (profiled: ~70% of a transfer's CPU was PGlite). The
 * parameter-type step exists to serialise Dates, arrays and objects by column type; plain
 * strings, numbers and booleans have one text form whatever the column, so for them the
 * messages go as one batch (PostgreSQL infers the types, as for any driver sending text
 * parameters) and the answer is parsed by PGlite's own result parser. Anything else takes
 * PGlite's path. Errors come back as PGlite's DatabaseError (same `code`), and the Sync at the
 * end leaves the session ready whatever happened, as PGlite's path does.
 *
 * Exclusivity is PGlite's: outside a transaction the statement waits for any transaction to
 * finish (its transaction mutex) and runs under its query mutex, as `pg.query` does; inside
 * one (the caller holds the transaction mutex) only under the query mutex, as `tx.query` does.
 */
async function oneTrip<T>(pg: PGlite, sql: string, params: readonly Plain[], inTransaction: boolean) {
  const { serialize } = protocol;
  const values = params.map((p) => (p === null || p === undefined ? null : String(p)));
  const parts = [
    serialize.parse({ text: sql }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];
  const message = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  const run = () =>
    pg._runExclusiveQuery(async () => {
      // Outside a transaction PGlite persists after each statement (a no-op in memory).
      const { messages } = await pg.execProtocol(message, { syncToFs: !inTransaction });
      return parse.parseResults(messages, pg.parsers)[0] as Awaited<ReturnType<typeof pg.query<T>>>;
    });
  return inTransaction ? run() : pg._runExclusiveTransaction(run);
}
