import { ConfigError, configFromEnv } from '../config';
import { createMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';

const TOKEN = 'break-glass-token-0123456789abcdef';
const PRODUCTION = { NODE_ENV: 'production', DATABASE: 'embedded', DATA_DIR: ':memory:', ACCOUNT_SECRET_KEY: 'c4'.repeat(32) };

/**
 * The shared token as a break-glass (docs/security.md "Operators"): which settings turn it on,
 * and that it works, as an operator of every role, each use audited. The one suite that signs in
 * with it: every other one acts as signed-in operators (../test/operators.ts).
 */
describe('the break-glass token', () => {
  it('is off in production unless ADMIN_BREAK_GLASS=1 stands beside ADMIN_TOKEN', () => {
    expect(configFromEnv({ ...PRODUCTION, ADMIN_TOKEN: TOKEN }).breakGlassToken).toBeUndefined();
    expect(configFromEnv({ ...PRODUCTION, ADMIN_TOKEN: TOKEN, ADMIN_BREAK_GLASS: '0' }).breakGlassToken).toBeUndefined();
    expect(configFromEnv({ ...PRODUCTION, ADMIN_TOKEN: TOKEN, ADMIN_BREAK_GLASS: '1' }).breakGlassToken).toBe(TOKEN);
    expect(configFromEnv({ ...PRODUCTION }).breakGlassToken).toBeUndefined();
  });

  it('is on wherever ADMIN_TOKEN is set outside production (tests, the dev server)', () => {
    expect(configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', ADMIN_TOKEN: TOKEN }).breakGlassToken).toBe(TOKEN);
    expect(configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:' }).breakGlassToken).toBeUndefined();
  });

  it('refuses ADMIN_BREAK_GLASS=1 without a token, and a value other than 0 or 1', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        configFromEnv(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ ...PRODUCTION, ADMIN_BREAK_GLASS: '1' })).toEqual([expect.stringContaining('ADMIN_BREAK_GLASS=1 needs ADMIN_TOKEN')]);
    expect(problems({ ...PRODUCTION, ADMIN_TOKEN: TOKEN, ADMIN_BREAK_GLASS: 'yes' })).toEqual([
      expect.stringContaining('ADMIN_BREAK_GLASS must be 0 or 1'),
    ]);
  });
});

describe('the break-glass token on a server', () => {
  const SERVER_TOKEN = 'break-glass-server-token-0123456789';
  const BREAK_GLASS = { authorization: `Bearer ${SERVER_TOKEN}` };
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { ADMIN_TOKEN: SERVER_TOKEN } });
  }, 300_000);
  afterAll(() => s.close());

  const uses = async () =>
    (
      await s.db.query<{ role: string; target: string }>(
        "SELECT role, target FROM operator_audit WHERE action = 'break-glass.use' ORDER BY id",
      )
    ).rows;

  it('acts with every role, each use writing a break-glass.use row and its action recorded as break-glass', async () => {
    const m = await createMember(s.db, 'glass001', 0);
    const deposit = await s.call('/api/recharge', { paytype: 'wxpay', amount: 100 }, { token: m.token });
    const before = (await uses()).length;
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/admin/deposits/decide', { order_no: deposit.message, action: 'approve' }], // finance
      ['GET', '/admin/operators', undefined], // admin
      ['GET', '/admin/protection?username=glass001', undefined], // risk
      ['POST', '/admin/messages', { title: '紧急通知', content: 'x', username: 'glass001' }], // content
      ['GET', '/admin/members', undefined], // support
    ];
    for (const [method, path, body] of calls)
      expect([path, (await s.call(path, body, { method: method as 'GET' | 'POST', headers: BREAK_GLASS })).code]).toEqual([path, 200]);
    const rows = (await uses()).slice(before);
    expect(rows).toEqual(calls.map(([method, path]) => ({ role: 'break-glass', target: `${method} ${path.split('?')[0]}` })));
    const { rows: decided } = await s.db.query<{ operator_name: string; role: string; operator_id: number | null }>(
      "SELECT operator_name, role, operator_id FROM operator_audit WHERE action = 'deposit.approve' AND target = $1",
      [deposit.message],
    );
    expect(decided).toEqual([{ operator_name: 'break-glass', role: 'break-glass', operator_id: null }]);
    // The audit trail's reader shows them as such (GET /admin/audit).
    const listed = await s.call<Array<Record<string, unknown>>>('/admin/audit?action=break-glass.use', undefined, {
      method: 'GET',
      headers: BREAK_GLASS,
    });
    expect(listed.data[0]).toMatchObject({ operator: 'break-glass', role: 'break-glass', ip: '127.0.0.1' });
  });

  it('is refused when it is not the token, and a refused guess writes no audit row', async () => {
    const before = (await uses()).length;
    const wrong = { authorization: `Bearer ${SERVER_TOKEN.slice(0, -1)}x` };
    expect(await s.call('/admin/members', undefined, { method: 'GET', headers: wrong })).toEqual({
      code: 401,
      message: '管理令牌无效',
      data: [],
    });
    expect((await uses()).length).toBe(before);
  });

  it('without ADMIN_TOKEN (break-glass off) the old token is refused before the body, and operator accounts still sign in', async () => {
    const off = await startTestServer({ env: { ADMIN_TOKEN: '' } });
    try {
      const refusal = { code: 401, message: '管理令牌无效', data: [] };
      for (const [method, path] of [
        ['POST', '/admin/deposits/decide'],
        ['POST', '/admin/balance/adjust'],
        ['GET', '/admin/members'],
        ['POST', '/admin/throttle/lift'],
      ]) {
        for (const auth of [{}, { authorization: `Bearer ${SERVER_TOKEN}` }] as Array<Record<string, string>>) {
          const headers: Record<string, string> = { ...auth, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) };
          const res = await off.raw(path, { method, headers, body: method === 'POST' ? '{"order_no":' : undefined });
          expect([path, JSON.parse(res.text)]).toEqual([path, refusal]);
        }
      }
      expect((await off.call('/admin/login', { username: 'nobody', password: 'x', totp: '123456' })).code).toBe(203);
    } finally {
      await off.close();
    }
  });
});
