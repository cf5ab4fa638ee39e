import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './types';

/**
 * Embedded PostgreSQL. One connection: PGlite serialises transactions itself, so a
 * transaction here can never interleave with another.
 * @param dataDir folder for the data files; omitted = in memory (tests).
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await q.query<T>(sql, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    async exec(sql) {
      await pg.exec(sql);
    },
    tx: (fn) => pg.transaction((t) => fn(wrap(t))),
    close: () => pg.close(),
  };
}
