import { balanceOf, createMember, TEST_PAY_PASSWORD, venueBalanceOf, type TestMember } from '../money/test-members';
import { startSecondInstance, startTestServer, type SecondInstance, type TestServer } from '../test/harness';

/** Tuesday 2026-03-10 12:00 in Beijing. */
const START = new Date('2026-03-10T04:00:00Z');
const ENDS = '2026-03-17 12:00:00';
const USDT = { bank: 'USDT', bank_owner: 'TRC20', bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', pay_pass: TEST_PAY_PASSWORD };

type Envelope<T = unknown> = { code: number; message: string; data: T };

/**
 * "withdrawals stay possible (the player's money is theirs)" during a time-out or
 * self-exclusion. The login is refused with the end date and carries a withdraw-only session;
 * auth/require-member.ts holds it to a withdrawal's calls on every instance of a fleet.
 */
describe('the withdraw-only session of an excluded member', () => {
  let s: TestServer;
  let other: SecondInstance;
  let now = START;
  let serial = 0;

  /** The same call on the first instance, or on a second one sharing the database (a fleet of two). */
  const call = <T = unknown>(path: string, body: object, token?: string) => s.call<T>(path, body, { token });
  const onOther = <T = unknown>(path: string, body: object, token: string): Promise<Envelope<T>> => other.call<T>(path, body, token);
  const login = (m: TestMember, password = 'secret123') =>
    call<{ api_token?: string; scope?: string; until?: string }>('/api/login_pc', { name: m.username, password });
  const count = async (sql: string, id: number) => Number((await s.db.query<{ n: number }>(sql, [id])).rows[0].n);

  /** A member with 5000 in the central wallet and 300 in AG, then a 7-day time-out, then the refused login's session. */
  async function excludedMember(): Promise<{ m: TestMember; token: string }> {
    const m = await createMember(s.db, `wonly${String(++serial).padStart(3, '0')}`, 500_000);
    expect((await call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 300 }, m.token)).code).toBe(200);
    expect((await call('/api/protection/exclude', { duration: '7d' }, m.token)).code).toBe(200);
    const refused = await login(m);
    expect(refused).toEqual({
      code: 231,
      message: `您已设置暂停账户，${ENDS} 前无法登录`,
      data: { api_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), scope: 'withdraw', until: ENDS },
    });
    return { m, token: refused.data.api_token as string };
  }

  beforeAll(async () => {
    s = await startTestServer({ now: () => now });
    other = await startSecondInstance(s.db, { now: () => now });
  });
  afterAll(async () => {
    await other.close();
    await s.close();
  });
  beforeEach(() => {
    now = START;
  });

  it('a wrong password gets the same answer as ever, and no session', async () => {
    const { m } = await excludedMember();
    const sessions = await count('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', m.id);
    expect(await login(m, 'wrong-one')).toEqual({ code: 203, message: expect.any(String), data: [] });
    expect(await count('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', m.id)).toBe(sessions);
  });

  it('gets the money out: venues back, a payout address added, a withdrawal, its record; the DB shows it', async () => {
    const { m, token } = await excludedMember();
    expect(await s.db.query('SELECT scope, scope_ends_at FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [m.id])).toMatchObject({
      rows: [{ scope: 'withdraw', scope_ends_at: expect.anything() }],
    });
    expect((await call<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('4700.00');
    expect((await call('/api/user', {}, token)).code).toBe(200);
    expect((await call('/api/balancelist', {}, token)).code).toBe(200);
    expect((await call('/api/getBetAmount', {}, token)).code).toBe(200);

    // 一键回收 brings AG's 300 back to the central wallet the withdrawal draws on.
    expect((await call('/api/transall', {}, token)).code).toBe(200);
    expect(await venueBalanceOf(s.db, m.id, 'ag')).toBe(0);
    expect(await balanceOf(s.db, m.id)).toBe(500_000);

    // No payout account yet: the member may add one, or the money could not leave.
    expect((await call<unknown[]>('/api/getcard', { type: 2 }, token)).data).toEqual([]);
    expect((await call('/api/bindcard', USDT, token)).code).toBe(200);
    const cards = await call<Array<{ id: number }>>('/api/getcard', { type: 2 }, token);
    expect(cards.data).toHaveLength(1);

    const withdrawal = await call('/api/withdraw', { amount: 1000, bank: cards.data[0].id, password: TEST_PAY_PASSWORD }, token);
    expect(withdrawal).toMatchObject({ code: 200 });
    expect((await call<{ balance: string }>('/api/balance', {}, token)).data.balance).toBe('4000.00');
    expect(await balanceOf(s.db, m.id)).toBe(400_000);
    expect(await s.db.query('SELECT amount, state FROM withdrawals WHERE user_id = $1', [m.id])).toMatchObject({
      rows: [{ amount: expect.anything(), state: 1 }],
    });
    expect(await count('SELECT amount::int AS n FROM withdrawals WHERE user_id = $1', m.id)).toBe(100_000);

    const records = await call<{ data: Array<{ amount: number }> }>('/api/gettransrecord', { date: 1, type: 2, page: 1 }, token);
    expect(records.code).toBe(200);
    expect(records.data.data.map((r) => r.amount)).toEqual([1000]);
    // Only the withdrawals' records: deposits and transfers are refused like everything else.
    expect((await call('/api/gettransrecord', { date: 1, type: 1, page: 1 }, token)).code).toBe(231);

    expect((await call('/api/logoff', {}, token)).code).toBe(200);
    expect((await call('/api/balance', {}, token)).code).toBe(401);
  });

  it('everything else answers 231 with the end date and changes nothing, on either instance', async () => {
    const { m, token } = await excludedMember();
    const refusal = { code: 231, message: `您已设置暂停账户，${ENDS} 前仅可提款` };
    const before = await s.db.query('SELECT mobile, email, birthday, balance FROM users WHERE id = $1', [m.id]);
    const refused: Array<[string, object]> = [
      ['/api/recharge', { paytype: 'alipay', amount: 100 }],
      ['/api/vippay', { amount: 100 }],
      ['/api/getGameUrl', { plat_name: 'ag', game_type: '0' }],
      ['/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 100 }],
      ['/api/updateuserinfo', { mobile: '13800138000', email: 'a@b.cn', birthday: '1990-01-01' }],
      ['/api/editPassword', { password: 'secret123', paypassword: 'secret456' }],
      ['/api/protection/limit', { period: 'day', amount: 5000 }],
      ['/api/protection/reality', { minutes: 15 }],
      ['/api/noticeList', { page: 1 }],
      ['/api/delcard', { id: 1 }],
    ];
    for (const [path, body] of refused) {
      expect([path, await call(path, body, token)]).toEqual([path, expect.objectContaining(refusal)]);
      expect([path, await onOther(path, body, token)]).toEqual([path, expect.objectContaining(refusal)]);
    }
    expect(await count('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', m.id)).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM protection_limits WHERE user_id = $1', m.id)).toBe(0);
    expect(await venueBalanceOf(s.db, m.id, 'ag')).toBe(30_000);
    expect((await s.db.query('SELECT mobile, email, birthday, balance FROM users WHERE id = $1', [m.id])).rows).toEqual(before.rows);
    expect((await login(m, 'secret456')).code).toBe(203);

    // The other instance lets the same session withdraw (the scope is on the session row).
    await call('/api/bindcard', USDT, token);
    const card = (await onOther<Array<{ id: number }>>('/api/getcard', { type: 2 }, token)).data[0];
    expect((await onOther('/api/withdraw', { amount: 200, bank: card.id, password: TEST_PAY_PASSWORD }, token)).code).toBe(200);
    expect(await balanceOf(s.db, m.id)).toBe(450_000);
  });

  it('ends with the exclusion: then the member logs in again for a full session', async () => {
    const { m, token } = await excludedMember();
    expect((await onOther('/api/balance', {}, token)).code).toBe(200);
    now = new Date('2026-03-17T04:00:00Z');
    expect((await call('/api/balance', {}, token)).code).toBe(401);
    expect((await onOther('/api/balance', {}, token)).code).toBe(401);
    const again = await login(m);
    expect(again.code).toBe(200);
    expect((await call('/api/recharge', { paytype: 'alipay', amount: 100 }, again.data.api_token)).code).toBe(200);
  });
});
