import { createMember, TEST_PAY_PASSWORD, type TestMember } from '../money/test-members';
import { startSecondInstance, startTestServer, type SecondInstance, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

const HOUR = 60 * 60 * 1000;
/** Tuesday 2026-03-10 12:00 in Beijing. */
const START = new Date('2026-03-10T04:00:00Z');

type Way = 'bank' | 'usdt' | 'wxpay' | 'alipay' | 'vippay';
const WAYS: Way[] = ['bank', 'usdt', 'wxpay', 'alipay', 'vippay'];
const BANK = { bank_owner: '王五', bank: '中国银行', bank_no: '6217000011112222', bank_address: '北京' };

describe('player protection (docs/api.md, Player protection)', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let now = START;
  let serial = 0;
  const member = async (balance = 0) => createMember(s.db, `prot${String(++serial).padStart(4, '0')}`, balance);
  const call = <T = unknown>(path: string, body: object, token?: string) => s.call<T>(path, body, { token });
  const limit = (m: TestMember, period: string, amount: string | number) => call('/api/protection/limit', { period, amount }, m.token);
  const overview = async (m: TestMember) =>
    (
      await call<{ limits: Array<{ period: string; amount: string | null; pending: unknown; left: string | null }> }>(
        '/api/protection',
        {},
        m.token,
      )
    ).data;

  /** A deposit by one way; VipPay is the hand-off then the payment page's confirmation. */
  async function deposit(m: TestMember, way: Way, amount: number): Promise<{ code: number; message: string }> {
    if (way === 'vippay') {
      const handoff = await call<{ url: string }>('/api/vippay', { amount }, m.token);
      if (handoff.code !== 200) return handoff;
      const ticket = new URL(handoff.data.url).searchParams.get('ticket') ?? '';
      const page = await s.raw('/vippay/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ticket }).toString(),
      });
      return { code: page.status === 200 ? 200 : 230, message: page.text };
    }
    const body =
      way === 'bank'
        ? { paytype: 'bank', amount, ...BANK }
        : way === 'usdt'
          ? { paytype: 'usdt', catepay: 'TRC20', amount }
          : { paytype: way, amount };
    return call('/api/recharge', body, m.token);
  }
  const depositedFen = async (m: TestMember) =>
    Number(
      (
        await s.db.query<{ n: string }>('SELECT COALESCE(SUM(amount), 0)::text AS n FROM deposits WHERE user_id = $1 AND state IN (1, 2)', [
          m.id,
        ])
      ).rows[0].n,
    );
  const events = async (m: TestMember) =>
    Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM protection_events WHERE user_id = $1', [m.id])).rows[0].n);

  beforeAll(async () => {
    s = await startTestServer({ now: () => now });
    desk = operatorDesk(s, () => now);
  });
  afterAll(() => s.close());
  beforeEach(() => {
    now = START;
  });

  it('answers 401 without a session', async () => {
    for (const path of [
      '/api/protection',
      '/api/protection/limit',
      '/api/protection/reality',
      '/api/protection/reality-check',
      '/api/protection/exclude',
      '/api/protection/statement',
    ])
      expect([path, (await call(path, {})).code]).toEqual([path, 401]);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const m = await member();
    expect(await limit(m, 'year', 100)).toMatchObject({ code: 422, message: '请选择限额周期（每日、每周或每月）' });
    for (const bad of ['abc', '0', '-5', '1.234', '10000000000'])
      expect([bad, await limit(m, 'day', bad)]).toEqual([bad, expect.objectContaining({ code: 422, message: '请输入正确的限额金额' })]);
    expect((await call('/api/protection/limit', { period: 'day' }, m.token)).code).toBe(422);
    expect(await call('/api/protection/reality', { minutes: 20 }, m.token)).toMatchObject({
      code: 422,
      message: '提醒间隔只能是15、30、60分钟或关闭',
    });
    expect(await call('/api/protection/exclude', { duration: '2d' }, m.token)).toMatchObject({
      code: 422,
      message: '请选择冷静期或自我排除的时长',
    });
    expect(await events(m)).toBe(0);
    expect((await overview(m)).limits.every((l) => l.amount === null)).toBe(true);
    expect((await call('/api/balance', {}, m.token)).code).toBe(200);
  });

  describe.each(['day', 'week', 'month'] as const)('a %s limit', (period) => {
    const name = { day: '本日', week: '本周', month: '本月' }[period];
    it.each(WAYS)(`holds on %s deposits and names what is left (${name}存款限额剩余 ¥…)`, async (way) => {
      const m = await member();
      expect(await limit(m, period, '1000')).toMatchObject({ code: 200, message: '限额已生效' });
      expect((await deposit(m, way, 700)).code).toBe(200);
      const refused = await deposit(m, way, 400);
      expect(refused.code).toBe(230);
      expect(refused.message).toContain(`${name}存款限额剩余 ¥300.00`);
      expect((await deposit(m, way, 300)).code).toBe(200);
      expect((await deposit(m, way, 100)).message).toContain(`${name}存款限额剩余 ¥0.00`);
      expect(await depositedFen(m)).toBe(100_000);
    });
  });

  it('counts a deposit from the moment it is asked for until the operator refuses it', async () => {
    const m = await member();
    await limit(m, 'day', 500);
    const first = await deposit(m, 'bank', 500);
    expect((await deposit(m, 'wxpay', 100)).code).toBe(230);
    const decided = await desk.call('/admin/deposits/decide', { order_no: first.message, action: 'refuse', reason: '测试退回' });
    expect(decided.code).toBe(200);
    expect((await deposit(m, 'wxpay', 500)).code).toBe(200);
  });

  it('counts by Beijing day, week (from Monday) and month', async () => {
    const m = await member();
    await limit(m, 'day', 300);
    await limit(m, 'week', 500);
    await limit(m, 'month', 900);
    expect((await deposit(m, 'bank', 300)).code).toBe(200);
    // 23:59:59 Beijing, the same day: the day's limit is used up.
    now = new Date('2026-03-10T15:59:59Z');
    expect((await deposit(m, 'bank', 100)).message).toContain('本日存款限额剩余 ¥0.00');
    // 00:00:00 Beijing the next day: a new day, the same week.
    now = new Date('2026-03-10T16:00:00Z');
    expect((await deposit(m, 'bank', 300)).message).toContain('本周存款限额剩余 ¥200.00');
    expect((await deposit(m, 'bank', 200)).code).toBe(200);
    // Monday 2026-03-16 00:00 Beijing: a new week, the same month.
    now = new Date('2026-03-15T16:00:00Z');
    expect((await deposit(m, 'bank', 300)).code).toBe(200);
    // Tuesday: the day and the week have room, the month has 100 left.
    now = new Date('2026-03-16T16:00:00Z');
    expect((await deposit(m, 'bank', 200)).message).toContain('本月存款限额剩余 ¥100.00');
    // 2026-04-01 00:00 Beijing: everything starts again.
    now = new Date('2026-03-31T16:00:00Z');
    expect((await deposit(m, 'bank', 300)).code).toBe(200);
  });

  it('raising or removing a limit takes effect after 24 hours; lowering at once', async () => {
    const m = await member();
    await limit(m, 'day', 1000);
    const raised = await limit(m, 'day', 2000);
    expect(raised).toMatchObject({ code: 200, message: '限额将于2026-03-11 12:00:00生效' });
    expect((await overview(m)).limits[0]).toMatchObject({ amount: '1000.00', pending: { amount: '2000.00', at: '2026-03-11 12:00:00' } });
    expect((await deposit(m, 'bank', 1500)).message).toContain('本日存款限额剩余 ¥1000.00');
    now = new Date(START.getTime() + 24 * HOUR - 1000);
    expect((await deposit(m, 'bank', 1500)).code).toBe(230);
    now = new Date(START.getTime() + 24 * HOUR);
    expect((await overview(m)).limits[0]).toMatchObject({ amount: '2000.00', pending: null });
    expect((await deposit(m, 'bank', 1500)).code).toBe(200);
    // Lowering holds at once and replaces a pending raise.
    await limit(m, 'day', 5000);
    expect(await limit(m, 'day', 1600)).toMatchObject({ code: 200, message: '限额已生效' });
    expect((await overview(m)).limits[0]).toMatchObject({ amount: '1600.00', pending: null, left: '100.00' });
    // Removal waits too.
    expect((await limit(m, 'day', '')).message).toBe('限额将于2026-03-12 12:00:00生效');
    expect((await deposit(m, 'bank', 200)).code).toBe(230);
    now = new Date(START.getTime() + 48 * HOUR);
    expect((await overview(m)).limits[0]).toMatchObject({ amount: null, pending: null, left: null });
    expect((await deposit(m, 'bank', 5000)).code).toBe(200);
  });

  it('20 concurrent deposits racing a limit never pass it', async () => {
    const m = await member();
    await limit(m, 'day', 1000);
    const ways: Way[] = ['bank', 'usdt', 'wxpay', 'alipay'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deposit(m, ways[i % 4], 150)));
    const accepted = answers.filter((a) => a.code === 200).length;
    expect(answers.every((a) => a.code === 200 || a.code === 230)).toBe(true);
    // 1000 / 150: six fit (900), the seventh would pass the limit.
    expect(accepted).toBe(6);
    expect(await depositedFen(m)).toBe(90_000);

    console.log(`concurrency (${s.db.kind}): 20 deposits of 150 against 1000: ${accepted} accepted, ${(await depositedFen(m)) / 100} yuan`);
  });

  describe('time-out and self-exclusion', () => {
    /** A second instance on the same database: a fleet of two. */
    let other: SecondInstance;
    const onOther = (path: string, body: object, token: string) => other.call(path, body, token);
    /** A session straight in the database, as one still open on some instance would be. */
    const survivingSession = async (m: TestMember) => {
      const fresh = await createMember(s.db, `${m.username}x`);
      await s.db.query('UPDATE sessions SET user_id = $1 WHERE user_id = $2', [m.id, fresh.id]);
      return fresh.token;
    };

    beforeAll(async () => {
      other = await startSecondInstance(s.db, { now: () => now });
    });
    afterAll(() => other.close());

    it('ends every session on every instance, refuses login, deposits and games with the end date; withdrawals stay', async () => {
      const m = await member(500_000);
      const login = () => call<{ api_token: string }>('/api/login_pc', { name: m.username, password: 'secret123' });
      const token = (await login()).data.api_token;
      // Used on both instances (the embedded database's instance caches it).
      expect((await call('/api/balance', {}, token)).code).toBe(200);
      expect((await onOther('/api/balance', {}, token)).code).toBe(200);
      await s.call(
        '/api/bindcard',
        { bank: '中国银行', bank_owner: '王五', bank_address: '北京分行', bank_no: '6217000011112222', pay_pass: TEST_PAY_PASSWORD },
        { token },
      );
      const card = Number((await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1', [m.id])).rows[0].id);
      const withdrawal = await call('/api/withdraw', { amount: 100, bank: card, password: TEST_PAY_PASSWORD }, token);
      expect(withdrawal.code).toBe(200);

      const excluded = await onOther('/api/protection/exclude', { duration: '7d' }, token);
      expect(excluded).toMatchObject({ code: 200, data: { kind: 'timeout', ends_at: '2026-03-17 12:00:00' } });
      expect((await call('/api/balance', {}, token)).code).toBe(401);
      expect((await onOther('/api/balance', {}, token)).code).toBe(401);
      expect(await login()).toMatchObject({ code: 231, message: '您已设置暂停账户，2026-03-17 12:00:00 前无法登录' });
      expect((await onOther('/api/login_pc', { name: m.username, password: 'secret123' }, token)).code).toBe(231);
      // A wrong password still reads as a wrong password: the refusal comes only after it matched.
      expect((await call('/api/login_pc', { name: m.username, password: 'wrong-one' })).code).toBe(203);

      // Even a session that outlived the revocation is refused deposits and games, but can withdraw.
      const kept = await survivingSession(m);
      for (const way of WAYS) {
        const refused = await deposit({ ...m, token: kept }, way, 100);
        expect([way, refused.code]).toEqual([way, 231]);
      }
      expect(await onOther('/api/getGameUrl', { plat_name: 'ag', game_type: '0' }, kept)).toMatchObject({
        code: 231,
        message: '您已设置暂停账户，2026-03-17 12:00:00 前无法进入游戏',
      });
      expect((await onOther('/api/withdraw', { amount: 100, bank: card, password: TEST_PAY_PASSWORD }, kept)).code).toBe(200);
      // The withdrawal asked before the time-out is paid out as usual.
      const orders = await s.db.query<{ order_no: string }>('SELECT order_no FROM withdrawals WHERE user_id = $1 ORDER BY id', [m.id]);
      expect((await desk.call('/admin/withdrawals/decide', { order_no: orders.rows[0].order_no, action: 'approve' })).code).toBe(200);

      // No way to end it early; after its end, login works again.
      expect((await desk.call('/admin/protection/lift', { username: m.username })).code).toBe(404);
      now = new Date('2026-03-17T04:00:00Z');
      expect((await login()).code).toBe(200);
    });

    it('self-exclusion lasts months or years on the Beijing calendar', async () => {
      const m = await member();
      const res = await call('/api/protection/exclude', { duration: '6m' }, m.token);
      expect(res).toMatchObject({
        code: 200,
        message: '已生效，您已退出登录',
        data: { kind: 'exclusion', ends_at: '2026-09-10 12:00:00' },
      });
      now = new Date('2026-09-10T03:59:59Z');
      expect((await call('/api/login_pc', { name: m.username, password: 'secret123' })).message).toBe(
        '您已设置暂停账户，2026-09-10 12:00:00 前无法登录',
      );
    });
  });

  it('the operator sees limits, exclusions and every change with its time and source; only with the token', async () => {
    const m = await member();
    await limit(m, 'week', 3000);
    await limit(m, 'week', 4000);
    await call('/api/protection/reality', { minutes: 30 }, m.token);
    await call('/api/protection/exclude', { duration: '24h' }, m.token);
    const path = `/admin/protection?username=${m.username}`;
    expect((await s.call(path, undefined, { method: 'GET' })).code).toBe(401);
    const view = await desk.call<Record<string, unknown>>(path, undefined, { method: 'GET' });
    expect(view.code).toBe(200);
    expect(view.data).toMatchObject({
      reality_minutes: 30,
      active_exclusion: { kind: 'timeout', starts_at: '2026-03-10 12:00:00', ends_at: '2026-03-11 12:00:00' },
      limits: [
        { period: 'day', amount: null },
        { period: 'week', amount: '3000.00', pending: { amount: '4000.00', at: '2026-03-11 12:00:00' } },
        { period: 'month', amount: null },
      ],
      history: [
        { kind: 'timeout', source: 'member', created_at: '2026-03-10 12:00:00', detail: { duration: '24h' } },
        { kind: 'reality', source: 'member', detail: { from: 0, to: 30 } },
        { kind: 'limit', source: 'member', detail: { period: 'week', from: 300000, to: 400000, effective_at: '2026-03-11T04:00:00.000Z' } },
        { kind: 'limit', source: 'member', detail: { period: 'week', from: null, to: 300000 } },
      ],
    });
    expect((await desk.call('/admin/protection?username=nobody1', undefined, { method: 'GET' })).code).toBe(202);
  });

  it('the reality check counts from the session start on the server, with the session figures', async () => {
    const m = await member();
    // The session row took the database's clock: the deposit comes after it on the same clock.
    now = new Date(Date.now() + 1000);
    expect((await call('/api/protection/reality', { minutes: 15 }, m.token)).code).toBe(200);
    expect((await deposit(m, 'alipay', 200)).code).toBe(200);
    const check = await call<Record<string, string | number>>('/api/protection/reality-check', {}, m.token);
    expect(check.data).toMatchObject({ minutes: 15, deposits: '200.00', withdrawals: '0.00', bets_result: '0.00' });
    expect(check.data['started_at']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('the statement gives 12 Beijing months, newest first', async () => {
    const m = await member();
    const d = await deposit(m, 'bank', 800);
    await desk.call('/admin/deposits/decide', { order_no: d.message, action: 'approve' });
    const res = await call<{ months: Array<Record<string, string>> }>('/api/protection/statement', {}, m.token);
    expect(res.data.months).toHaveLength(12);
    expect(res.data.months[0]).toEqual({ month: '2026-03', deposits: '800.00', withdrawals: '0.00', net: '800.00' });
    expect(res.data.months[11].month).toBe('2025-04');
  });
});
