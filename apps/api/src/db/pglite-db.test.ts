import { openPgliteDb } from './pglite-db';
import type { Db } from './types';

/**
 * The embedded database's one-batch statements (plain parameters) must answer exactly as
 * PGlite's own path (Dates and other values) does: same rows and types, same errors, and a
 * failed statement inside a transaction must roll the whole transaction back.
 */
describe('embedded database statements', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb();
    await db.exec(`CREATE TABLE t (id BIGINT PRIMARY KEY, name TEXT, flag BOOLEAN, at TIMESTAMPTZ, n INT)`);
  });
  afterAll(() => db.close());

  it('binds strings, numbers, booleans and nulls, and parses the rows by column type', async () => {
    const inserted = await db.query('INSERT INTO t (id, name, flag, at, n) VALUES ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10)', [
      1,
      "it's 中文",
      true,
      '2026-01-02T03:04:05.000Z',
      -7,
      2,
      null,
      false,
      null,
      undefined,
    ]);
    expect(inserted.rowCount).toBe(2);
    const { rows } = await db.query<{ id: number; name: string | null; flag: boolean; at: Date | null; n: number | null }>(
      'SELECT * FROM t ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, name: "it's 中文", flag: true, at: new Date('2026-01-02T03:04:05.000Z'), n: -7 },
      { id: 2, name: null, flag: false, at: null, n: null },
    ]);
  });

  it("takes PGlite's own path for other values (a Date is serialised by column type)", async () => {
    await db.query('INSERT INTO t (id, at) VALUES ($1, $2)', [3, new Date('2026-05-06T07:08:09.000Z')]);
    const { rows } = await db.query<{ at: Date }>('SELECT at FROM t WHERE id = $1', [3]);
    expect(rows[0].at.toISOString()).toBe('2026-05-06T07:08:09.000Z');
  });

  it('reports rows changed by an UPDATE and none by a SELECT that finds nothing', async () => {
    expect((await db.query('UPDATE t SET n = n + $2 WHERE id = $1 AND n + $2 >= 0', [1, 7])).rowCount).toBe(1);
    expect((await db.query('UPDATE t SET n = n + $2 WHERE id = $1 AND n + $2 >= 0', [1, -1])).rowCount).toBe(0);
    expect((await db.query('SELECT id FROM t WHERE id = $1', [99])).rows).toEqual([]);
  });

  it('raises database errors with their SQLSTATE and stays usable afterwards', async () => {
    await expect(db.query('INSERT INTO t (id) VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELECT $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query<{ one: number }>('SELECT $1::int AS one', [1])).rows).toEqual([{ one: 1 }]);
  });

  it('rolls a transaction back when one of its statements fails', async () => {
    await expect(
      db.tx(async (q) => {
        await q.query('INSERT INTO t (id, name) VALUES ($1, $2)', [10, 'kept?']);
        await q.query('INSERT INTO t (id) VALUES ($1)', [10]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('SELECT id FROM t WHERE id = $1', [10])).rows).toEqual([]);
    // Statements outside wait for a transaction in progress (one connection, no interleaving).
    let inside = '';
    let inserted: () => void = () => undefined;
    const insertedInTx = new Promise<void>((resolve) => (inserted = resolve));
    const tx = db.tx(async (q) => {
      await q.query('INSERT INTO t (id, name) VALUES ($1, $2)', [11, 'in tx']);
      inserted();
      await new Promise((r) => setTimeout(r, 20));
      inside = 'committed';
    });
    await insertedInTx;
    const outside = await db.query<{ name: string }>('SELECT name FROM t WHERE id = $1', [11]);
    expect(inside).toBe('committed');
    expect(outside.rows).toEqual([{ name: 'in tx' }]);
    await tx;
  });
});
