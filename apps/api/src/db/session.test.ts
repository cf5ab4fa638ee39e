import pg from 'pg';
import { keepSession } from './session';

/**
 * A kept session closed while it is still being set up (its onConnect: the live-money relay's
 * SET and LISTEN) leaves no connection behind: one did, and kept jest waiting after the API
 * suite's last test in CI. PostgreSQL only (TEST_DATABASE_URL).
 */
const DATABASE_URL = process.env['TEST_DATABASE_URL'];
const onPostgres = DATABASE_URL ? describe : describe.skip;

onPostgres('a kept session', () => {
  const url = DATABASE_URL as string;
  /** Sessions of this database listening on the test's channel. */
  const listening = async (channel: string) => {
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    try {
      const { rows } = await probe.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = $1`, [
        `LISTEN ${channel}`,
      ]);
      return rows[0].n;
    } finally {
      await probe.end();
    }
  };

  it('closed during its onConnect, ends the connection it was making', async () => {
    const channel = `kept_${process.pid}`;
    let closing: Promise<void> | null = null;
    const kept = keepSession(url, {
      label: 'test',
      onConnect: async (client) => {
        await client.query(`LISTEN ${channel}`);
        closing = kept.close();
        await client.query('SELECT 1');
      },
    });
    await kept.ready().catch(() => undefined);
    await closing;
    expect(kept.current()).toBeNull();
    expect(await listening(channel)).toBe(0);
  });

  it('closed once up, ends its connection', async () => {
    const channel = `kept_up_${process.pid}`;
    const kept = keepSession(url, { label: 'test', onConnect: async (client) => void (await client.query(`LISTEN ${channel}`)) });
    await kept.ready();
    expect(await listening(channel)).toBe(1);
    await kept.close();
    expect(await listening(channel)).toBe(0);
  });
});
