import pg from 'pg';
import { openPostgresDb } from '../postgres-db';
import { DEFAULT_DB_SETTINGS, type DbSettings } from '../settings';
import { withStartupLock } from '../startup-lock';
import { DatabaseUnavailableError } from '../unavailable';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import type { DbLog } from '../log';
import type { Db } from '../types';

/**
 * Overload and server-side limits: each gives a clean refusal
 * (DatabaseUnavailableError, answered 服务器繁忙) within its bound, never a crash or a pile-up,
 * and the pool works again right after. PostgreSQL only (TEST_DATABASE_URL).
 */
const DATABASE_URL = process.env['TEST_DATABASE_URL'];
const onPostgres = DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL overload and limits give clean refusals (docs/operations.md, When the database goes away)', () => {
  const url = DATABASE_URL as string;
  const opened: Db[] = [];
  let proxy: TcpProxy;
  const logged: string[] = [];
  const log: DbLog = { warn: (_o, msg) => logged.push(msg), error: (_o, msg) => logged.push(msg) };
  const open = async (settings: Partial<DbSettings>, via = url) => {
    const db = await openPostgresDb(via, { settings: { ...DEFAULT_DB_SETTINGS, ...settings }, log });
    opened.push(db);
    return db;
  };
  /** How a call failed and how long it took. */
  const refusal = async (work: Promise<unknown>) => {
    const t = Date.now();
    const err = await work.then(
      () => null,
      (e: unknown) => e,
    );
    return {
      unavailable: err instanceof DatabaseUnavailableError,
      reason: (err as DatabaseUnavailableError | null)?.reason,
      ms: Date.now() - t,
    };
  };

  beforeAll(async () => {
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query('CREATE TABLE IF NOT EXISTS fault_probe (note TEXT NOT NULL)');
    await setup.query('TRUNCATE fault_probe');
    await setup.end();
  });
  afterAll(async () => {
    for (const db of opened) await db.close().catch(() => undefined);
    await proxy.close();
  });

  it('drops idle connections the server terminates (57P01, as in a restart) and makes new ones', async () => {
    const db = await open({ poolSize: 3 });
    // Three connections at once, so the pool holds three idle ones afterwards.
    const pids = await Promise.all(
      [1, 2, 3].map(() =>
        db.tx(async (q) => (await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.1)')).rows[0].pid),
      ),
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 200));
    expect(logged.filter((m) => m.includes('an idle connection broke'))).toHaveLength(3);
    expect((await db.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('rolls a refused transaction back on its connection and keeps it (only lost connections are replaced)', async () => {
    const db = await open({ poolSize: 1 });
    const pid = async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const before = await pid();
    const refused = db.tx(async (q) => {
      await q.query("INSERT INTO fault_probe (note) VALUES ('refused')");
      throw new Error('a business refusal');
    });
    await expect(refused).rejects.toThrow('a business refusal');
    expect(await pid()).toBe(before);
    expect((await db.query('SELECT note FROM fault_probe')).rows).toEqual([]);
  });

  it('refuses a statement past statement_timeout (57014) and rolls its transaction back', async () => {
    const db = await open({ statementTimeoutMs: 300 });
    const slow = await refusal(
      db.tx(async (q) => {
        await q.query("INSERT INTO fault_probe (note) VALUES ('statement timeout')");
        await q.query('SELECT pg_sleep(3)');
      }),
    );
    expect(slow).toMatchObject({ unavailable: true, reason: '57014' });
    expect(slow.ms).toBeLessThan(2_000);
    expect((await db.query('SELECT note FROM fault_probe')).rows).toEqual([]);
  });

  it('refuses a transaction the server ended for idling (25P03) and leaves nothing of it', async () => {
    const db = await open({ idleInTransactionTimeoutMs: 300 });
    const idle = await refusal(
      db.tx(async (q) => {
        await q.query("INSERT INTO fault_probe (note) VALUES ('idle in transaction')");
        await new Promise((r) => setTimeout(r, 1_000));
        await q.query('SELECT 1');
      }),
    );
    expect(idle.unavailable).toBe(true);
    expect((await db.query('SELECT note FROM fault_probe')).rows).toEqual([]);
  });

  it('refuses at once when the server is full (max_connections: 53300), and works when it is not', async () => {
    const db = await open({}, proxy.urlFor(url));
    await proxy.cut();
    proxy.answerFull(true);
    await proxy.allow();
    // Let the pool hear that its idle connection was reset, so the next call needs a new one.
    await new Promise((r) => setTimeout(r, 100));
    const full = await refusal(db.query('SELECT 1'));
    expect(full).toMatchObject({ unavailable: true, reason: '53300' });
    expect(full.ms).toBeLessThan(1_000);
    proxy.answerFull(false);
    expect((await db.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('starts up once the database is back when it was away at first (the start-up lock waits for it)', async () => {
    await proxy.cut();
    const started = Date.now();
    let ranAt = 0;
    const startup = withStartupLock(proxy.urlFor(url), async () => (ranAt = Date.now()), { log });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(ranAt).toBe(0);
    await proxy.allow();
    await startup;
    expect(ranAt - started).toBeGreaterThanOrEqual(1_500);
    expect(logged).toContain('database unavailable: connecting again shortly');
  });

  it('refuses a call that waits for a busy pool longer than DB_CONNECT_TIMEOUT_MS, instead of queueing it for ever, and stays ready', async () => {
    const db = await open({ poolSize: 1, connectTimeoutMs: 400 });
    const holding = db.tx((q) => q.query('SELECT pg_sleep(1.5)'));
    // Readiness has a session of its own: a full pool does not take the instance out of rotation.
    const t = Date.now();
    expect((await db.readiness?.query<{ ok: number }>('SELECT 1 AS ok'))?.rows).toEqual([{ ok: 1 }]);
    expect(Date.now() - t).toBeLessThan(300);
    const waited = await refusal(db.query('SELECT 1'));
    expect(waited.unavailable).toBe(true);
    expect(waited.ms).toBeGreaterThanOrEqual(350);
    expect(waited.ms).toBeLessThan(1_200);
    await holding;
    expect((await db.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });
});
