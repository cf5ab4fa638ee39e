import { openPostgresDb } from './postgres-db';
import type { Db } from './types';

/**
 * A statement sent with the COMMIT (Queryable.atCommit: the push outbox row of a money call)
 * commits with the transaction, and one that fails rolls the whole transaction back, as a
 * statement of its own would. PostgreSQL only (TEST_DATABASE_URL).
 */
const DATABASE_URL = process.env['TEST_DATABASE_URL'];
const onPostgres = DATABASE_URL ? describe : describe.skip;

onPostgres('a statement sent with the COMMIT', () => {
  let db: Db;
  const notes = async () => (await db.query<{ note: string }>('SELECT note FROM at_commit_probe ORDER BY note')).rows.map((r) => r.note);

  beforeAll(async () => {
    db = await openPostgresDb(DATABASE_URL as string, 2);
    await db.exec('CREATE TABLE IF NOT EXISTS at_commit_probe (note TEXT NOT NULL); TRUNCATE at_commit_probe;');
  });
  afterAll(async () => {
    await db.exec('DROP TABLE IF EXISTS at_commit_probe');
    await db.close();
  });

  it('commits with the transaction', async () => {
    await db.tx(async (q) => {
      await q.query('INSERT INTO at_commit_probe (note) VALUES ($1)', ['in the transaction']);
      q.atCommit?.("INSERT INTO at_commit_probe (note) VALUES ('with the commit')");
    });
    expect(await notes()).toEqual(['in the transaction', 'with the commit']);
  });

  it('rolls the whole transaction back when it fails, and the pool works on', async () => {
    await db.exec('TRUNCATE at_commit_probe');
    await expect(
      db.tx(async (q) => {
        await q.query('INSERT INTO at_commit_probe (note) VALUES ($1)', ['lost with the commit']);
        q.atCommit?.('INSERT INTO at_commit_probe (note) VALUES (NULL)');
      }),
    ).rejects.toThrow(/null value/);
    expect(await notes()).toEqual([]);
    await db.tx(async (q) => void (await q.query('INSERT INTO at_commit_probe (note) VALUES ($1)', ['after'])));
    expect(await notes()).toEqual(['after']);
  });

  it('is offered only inside a transaction', async () => {
    expect(db.atCommit).toBeUndefined();
    await db.tx(async (q) => expect(typeof q.atCommit).toBe('function'));
  });
});
