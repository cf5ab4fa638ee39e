import { openTestStream, type TestStream } from './test-stream-client';
import { openDb } from '../db/open-db';
import { registerMember, startSecondInstance, startTestServer, type TestServer } from '../test/harness';
import { operatorDesk } from '../test/operators';
import type { Db } from '../db/types';

/**
 * A login ends the member's older sessions (docs/api.md "Live money": a session's stream ends
 * with its session). The sessions it ends are named in its event, so a stream of the session
 * the login opened — or of any later one — is never closed by it, on any instance and however
 * late the event is read (an instance with no stream open reads the outbox only once one opens).
 */
const DATABASE_URL = process.env['TEST_DATABASE_URL'];
/** Long enough for the hub's session check (every 30 s) to have run at least once. */
const HOLD_MS = 31_000;
const PASSWORD = 'keepalive1';

describe('live money after a login (both databases; a second instance on PostgreSQL)', () => {
  let s: TestServer;
  /** The instances to open streams on: A, and B on PostgreSQL (its own pool and LISTEN session). */
  const instances: string[] = [];
  let dbB: Db | undefined;
  let closeB: (() => Promise<void>) | undefined;
  // The streams stay open until the servers close, which ends them: a stream the test client
  // aborted itself held app.close() open past the hook's minute here (seen on both databases).
  const stream = (base: string, token: string) => openTestStream(base, token);
  const login = async (name: string) => {
    const answer = await s.call<{ api_token: string }>('/api/login_pc', { name, password: PASSWORD, code: 'x' });
    expect(answer.code).toBe(200);
    return answer.data.api_token;
  };
  const register = (name: string) => registerMember(s, name, PASSWORD);
  const closedOf = (st: TestStream) => st.events.filter((e) => e.name === 'closed');

  beforeAll(async () => {
    s = await startTestServer();
    instances.push(s.baseUrl);
    if (DATABASE_URL) {
      // Instance B: its own pool, LISTEN session and streams on the same database.
      dbB = await openDb({ databaseUrl: DATABASE_URL });
      const b = await startSecondInstance(dbB);
      instances.push(b.baseUrl);
      closeB = b.close;
    }
  });
  afterAll(async () => {
    await closeB?.();
    await dbB?.close();
    await s.close();
  });

  it('a stream opened after a login stays up for 31 s on every instance, and still carries money', async () => {
    // Registered (a session of its own), then logged in on the form: the login ended the
    // registration's session while no instance held a stream of the member's.
    await register('keeplive1');
    const token = await login('keeplive1');
    const streams = await Promise.all(instances.map((base) => stream(base, token)));
    await Promise.all(streams.map((st) => st.next('hello')));
    await new Promise((r) => setTimeout(r, HOLD_MS));
    for (const st of streams) expect(closedOf(st)).toEqual([]);
    // Still the member's live stream: an operator's credit reaches each one.
    const adjusted = await operatorDesk(s).call('/admin/balance/adjust', { username: 'keeplive1', amount: 25, reason: 'stream test' });
    expect(adjusted.code).toBe(200);
    for (const st of streams) expect(await st.next('money')).toMatchObject({ balance: '25.00' });
    expect((await s.call('/api/balance', {}, { token })).code).toBe(200);
  }, 60_000);

  it("a second device's login ends the first device's streams and not its own", async () => {
    await register('keeplive2');
    const first = await login('keeplive2');
    const firstStreams = await Promise.all(instances.map((base) => stream(base, first)));
    await Promise.all(firstStreams.map((st) => st.next('hello')));
    const second = await login('keeplive2');
    for (const st of firstStreams) expect(await st.next('closed')).toEqual({ reason: 'revoked' });
    // Opened on every instance after the login, some while its event may still be unread.
    const secondStreams = await Promise.all(instances.map((base) => stream(base, second)));
    await Promise.all(secondStreams.map((st) => st.next('hello')));
    await new Promise((r) => setTimeout(r, 3_000));
    for (const st of secondStreams) expect(closedOf(st)).toEqual([]);
    expect((await s.call('/api/balance', {}, { token: first })).code).toBe(401);
    expect((await s.call('/api/balance', {}, { token: second })).code).toBe(200);
  }, 30_000);
});
