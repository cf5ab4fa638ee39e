import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types';

// BIGINT (money in fen, ids) as JS numbers: every value we store is far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** A real PostgreSQL server through a connection pool. */
export async function openPostgresDb(url: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  await pool.query('select 1');
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const name = params.length > 0 ? statementName(sql) : undefined;
      const res = await c.query({ text: sql, values: params as unknown[], ...(name ? { name } : {}) });
      return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async exec(sql) {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
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
