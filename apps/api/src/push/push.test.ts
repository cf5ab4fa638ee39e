import { buildApp } from '../app';
import { configFromEnv } from '../config';
import { openTestStream, type TestStream } from './test-stream-client';
import { openDb } from '../db/open-db';
import { createMember, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';
import type { AddressInfo } from 'node:net';

/** Long enough for an event that should not come to have come (delivery takes milliseconds). */
const QUIET_MS = 400;
const PUSH_ENV = { PUSH_MAX_STREAMS: '8', PUSH_MAX_STREAMS_PER_MEMBER: '3', PUSH_HEARTBEAT_MS: '300' };

describe('live money: the member stream (docs/api.md, Live money)', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let a: TestMember;
  let b: TestMember;
  const open: TestStream[] = [];
  const stream = async (token: string | null) => {
    const st = await openTestStream(s.baseUrl, token);
    open.push(st);
    return st;
  };
  const admin = (path: string, body: unknown) => desk.call(path, body);
  /** What the polled calls answer now: the figures an event must carry. */
  const figures = async (m: TestMember) => ({
    balance: (await s.call<{ balance: string }>('/api/balance', {}, { token: m.token })).data.balance,
    gameblance: (await s.call<{ gameblance: string }>('/api/user', {}, { token: m.token })).data.gameblance,
    balancelist: (await s.call('/api/balancelist', {}, { token: m.token })).data,
  });
  const outboxRows = async () => Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_outbox')).rows[0].n);

  beforeAll(async () => {
    s = await startTestServer({ env: PUSH_ENV });
    desk = operatorDesk(s);
    a = await createMember(s.db, 'pusha1', 500_00);
    b = await createMember(s.db, 'pushb1', 500_00);
  });
  afterEach(() => {
    for (const st of open.splice(0)) st.close();
  });
  afterAll(() => s.close());

  it('opens with a hello carrying the figures the calls answer, then heartbeats', async () => {
    const st = await stream(a.token);
    expect(st.status).toBe(200);
    expect(st.contentType).toBe('text/event-stream; charset=utf-8');
    const hello = await st.next('hello');
    const notices = await s.call<{ total: number }>('/api/noticeList', { page: 1 }, { token: a.token });
    expect(hello).toEqual({ ...(await figures(a)), messages: notices.data.total, heartbeat: 300 });
    await new Promise((r) => setTimeout(r, 700));
    expect(st.heartbeats).toBeGreaterThanOrEqual(1);
  });

  it("sends a member's movement to that member only, with the new figures", async () => {
    const [sa, sb] = [await stream(a.token), await stream(b.token)];
    await Promise.all([sa.next('hello'), sb.next('hello')]);
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 100 }, { token: a.token })).code).toBe(
      200,
    );
    const money = await sa.next('money');
    expect(money).toMatchObject({ ...(await figures(a)), kinds: expect.arrayContaining(['transfer_in']) });
    expect(money.balance).toBe('400.00');
    expect(money.gameblance).toBe('100.00');
    // B hears nothing of it: B's next event is B's own movement.
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 7 }, { token: b.token })).code).toBe(200);
    expect(await sb.next('money')).toMatchObject({ balance: '493.00', gameblance: '7.00' });
    expect(sb.events.filter((e) => e.name === 'money')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(sa.events.filter((e) => e.name === 'money')).toHaveLength(1);
  });

  it('sends nothing for a refused call or a transaction whose commit fails', async () => {
    const st = await stream(a.token);
    await st.next('hello');
    const before = await outboxRows();
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 100_000 }, { token: a.token })).code).toBe(
      210,
    );
    // A check the database makes only at COMMIT, after every statement (the outbox row
    // included) succeeded: the ledger row of this adjustment fails it.
    await s.db.exec(`
      CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.remark = 'boom' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$;
      CREATE CONSTRAINT TRIGGER boom_at_commit AFTER INSERT ON ledger DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION refuse_boom();`);
    try {
      const balance = (await figures(a)).balance;
      expect((await admin('/admin/balance/adjust', { username: a.username, amount: '10.00', reason: 'boom' })).code).toBe(500);
      expect((await figures(a)).balance).toBe(balance);
    } finally {
      await s.db.exec('DROP TRIGGER boom_at_commit ON ledger; DROP FUNCTION refuse_boom();');
    }
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(st.events.map((e) => e.name)).toEqual(['hello']);
    expect(await outboxRows()).toBe(before);
  });

  it('pushes an operator decision on a deposit to the open stream: the order, then the money', async () => {
    const st = await stream(a.token);
    const hello = await st.next('hello');
    const deposit = await s.call('/api/recharge', { paytype: 'wxpay', amount: 100 }, { token: a.token });
    expect(await st.next('order')).toMatchObject({ type: 1, out_trade_no: deposit.message, state: 1 });
    expect((await admin('/admin/deposits/decide', { order_no: deposit.message, action: 'approve' })).code).toBe(200);
    // Only the central wallet moved: only its figure is read and sent.
    expect(await st.next('money')).toEqual({ balance: (await figures(a)).balance, kinds: ['deposit'], id: expect.any(Number) });
    expect(Number((await figures(a)).balance) - Number(hello.balance)).toBe(100);
    expect(await st.next('order')).toMatchObject({ type: 1, out_trade_no: deposit.message, state: 2 });
    const refused = await s.call('/api/recharge', { paytype: 'wxpay', amount: 100 }, { token: a.token });
    await admin('/admin/deposits/decide', { order_no: refused.message, action: 'refuse', reason: '测试退回' });
    await st.next('order');
    expect(await st.next('order')).toMatchObject({ out_trade_no: refused.message, state: 3 });
    expect(st.events.filter((e) => e.name === 'money')).toHaveLength(1);
  });

  it('pushes an adjustment and the new site-message count (one member, then everyone)', async () => {
    const [sa, sb] = [await stream(a.token), await stream(b.token)];
    const [ha, hb] = await Promise.all([sa.next('hello'), sb.next('hello')]);
    await admin('/admin/balance/adjust', { username: b.username, amount: '-3', reason: '调整' });
    expect(await sb.next('money')).toMatchObject({ kinds: ['adjust'], balance: (await figures(b)).balance });
    await admin('/admin/messages', { title: '给A', content: 'x', username: a.username });
    expect(await sa.next('messages')).toEqual({ messages: ha.messages + 1, id: expect.any(Number) });
    await admin('/admin/messages', { title: '全体', content: 'y' });
    expect((await sa.next('messages')).messages).toBe(ha.messages + 2);
    expect((await sb.next('messages')).messages).toBe(hb.messages + 1);
    expect(sb.events.filter((e) => e.name === 'messages')).toHaveLength(1);
  });

  it('refuses a visitor, a forged token and an ended session; ends the stream when its session ends', async () => {
    for (const token of [null, 'x'.repeat(43), 'forgedforgedforgedforgedforgedforgedforged1']) {
      const st = await stream(token);
      expect(st.contentType).not.toContain('event-stream');
      expect(st.envelope).toMatchObject({ code: 401 });
    }
    const m = await createMember(s.db, 'pushc1', 0);
    const st = await stream(m.token);
    await st.next('hello');
    expect((await s.call('/api/logoff', {}, { token: m.token })).code).toBe(200);
    expect(await st.next('closed')).toEqual({ reason: 'revoked' });
    await st.ended;
    expect((await stream(m.token)).envelope).toMatchObject({ code: 401 });

    // A login elsewhere rotates the token: the old session's streams end too.
    const login = async () =>
      (await s.call<{ api_token: string }>('/api/login_pc', { name: 'demo888', password: 'demo888' })).data.api_token;
    const first = await login();
    const old = await stream(first);
    await old.next('hello');
    const second = await login();
    expect(await old.next('closed')).toEqual({ reason: 'revoked' });
    const fresh = await stream(second);
    expect((await fresh.next('hello')).balance).toMatch(/^\d+\.\d\d$/);
  });

  it('holds at most 3 streams per member (the oldest closed) and 8 per instance (503 beyond)', async () => {
    // The streams of the tests before, closed by the client, are gone from the server.
    await new Promise((r) => setTimeout(r, 300));
    const mine = [await stream(a.token), await stream(a.token), await stream(a.token)];
    await Promise.all(mine.map((st) => st.next('hello')));
    const fourth = await stream(a.token);
    await fourth.next('hello');
    expect(await mine[0].next('closed')).toEqual({ reason: 'replaced' });
    await new Promise((r) => setTimeout(r, QUIET_MS));
    expect(mine.slice(1).every((st) => !st.events.some((e) => e.name === 'closed'))).toBe(true);

    const others = await Promise.all(['pushd1', 'pushd2', 'pushd3'].map((name) => createMember(s.db, name, 0)));
    const more = [await stream(b.token), await stream(b.token), ...(await Promise.all(others.map((m) => stream(m.token))))];
    await Promise.all(more.map((st) => st.next('hello')));
    // 3 of A's and 5 more: the instance is full.
    const refused = await openTestStream(s.baseUrl, b.token);
    expect(refused.status).toBe(503);
    expect(refused.envelope).toEqual({ code: 503, message: '服务器繁忙，请稍后再试', data: [] });
    // A member at its own limit still replaces its oldest: the count does not grow.
    const fifth = await stream(a.token);
    await fifth.next('hello');
    expect(await mine[1].next('closed')).toEqual({ reason: 'replaced' });
    // Room again once one goes away.
    more[0].close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await stream(b.token);
    expect(again.status).toBe(200);
  });
});

describe('live money: shutdown and the switch', () => {
  it('ends open streams at once on close, so shutdown is not held up', async () => {
    const s = await startTestServer();
    const m = await createMember(s.db, 'pushe1', 0);
    const st = await openTestStream(s.baseUrl, m.token);
    await st.next('hello');
    const began = Date.now();
    await s.close();
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(await st.next('closed')).toEqual({ reason: 'shutdown' });
  });

  it('PUSH_EVENTS=0: no stream (the unknown-path envelope) and no outbox rows', async () => {
    const s = await startTestServer({ env: { PUSH_EVENTS: '0' } });
    try {
      const m = await createMember(s.db, 'pushf1', 100_00);
      const st = await openTestStream(s.baseUrl, m.token);
      expect(st.envelope).toMatchObject({ code: 404 });
      expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 1 }, { token: m.token })).code).toBe(
        200,
      );
      expect((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_outbox')).rows[0].n).toBe(0);
    } finally {
      await s.close();
    }
  });
});

const DATABASE_URL = process.env['TEST_DATABASE_URL'];
const onPostgres = DATABASE_URL ? describe : describe.skip;

onPostgres('live money across instances (PostgreSQL)', () => {
  it('an approval committed through instance B reaches the stream on instance A, by NOTIFY', async () => {
    const s = await startTestServer();
    // Instance B: its own pool and LISTEN session on the same database.
    const config = { ...configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:' }), logLevel: 'silent' };
    const dbB = await openDb({ databaseUrl: DATABASE_URL });
    const appB = await buildApp({ db: dbB, config, logger: false });
    await appB.listen({ host: '127.0.0.1', port: 0 });
    const baseB = `http://127.0.0.1:${(appB.server.address() as AddressInfo).port}`;
    try {
      const m = await createMember(s.db, 'pushg1', 0);
      const st = await openTestStream(s.baseUrl, m.token);
      await st.next('hello');
      const post = (path: string, body: unknown, headers: Record<string, string>): Promise<{ code: number; message: string }> =>
        fetch(baseB + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ code: number; message: string }>);
      const deposit = await post('/api/recharge', { paytype: 'wxpay', amount: 100 }, { authorization: `Bearer ${m.token}` });
      await st.next('order');
      const sent = Date.now();
      const finance = await operatorDesk(s).headers('finance');
      expect((await post('/admin/deposits/decide', { order_no: deposit.message, action: 'approve' }, finance)).code).toBe(200);
      expect(await st.next('money')).toMatchObject({ balance: '100.00', kinds: ['deposit'] });
      // Well inside the 2 s catch-up read: the notification carried it.
      expect(Date.now() - sent).toBeLessThan(1_000);
      expect(await st.next('order')).toMatchObject({ out_trade_no: deposit.message, state: 2 });
      // A session ended through B ends the stream on A.
      await post('/api/logoff', {}, { authorization: `Bearer ${m.token}` });
      expect(await st.next('closed')).toEqual({ reason: 'revoked' });
    } finally {
      await appB.close();
      await dbB.close();
      await s.close();
    }
  });
});
