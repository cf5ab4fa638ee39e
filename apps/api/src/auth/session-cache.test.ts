import { startTestServer, type TestServer } from '../test/harness';

// The embedded database keeps live sessions in memory; every way a session ends must still
// answer 401 at once, after the token was already used (and so cached).
describe('session cache: revocation is immediate', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const login = async () => {
    const res = await s.call<{ api_token: string }>('/api/login_pc', { name: 'demo888', password: 'demo888' });
    expect(res.code).toBe(200);
    return res.data.api_token;
  };
  const balanceCode = async (token: string) => (await s.call('/api/balance', {}, { token })).code;

  it('serves repeated calls of a live session', async () => {
    const token = await login();
    expect(await balanceCode(token)).toBe(200);
    expect(await balanceCode(token)).toBe(200);
  });

  it('a login elsewhere ends the cached session', async () => {
    const first = await login();
    expect(await balanceCode(first)).toBe(200);
    const second = await login();
    expect(await balanceCode(first)).toBe(401);
    expect(await balanceCode(second)).toBe(200);
  });

  it('logoff ends the cached session', async () => {
    const token = await login();
    expect(await balanceCode(token)).toBe(200);
    expect((await s.call('/api/logoff', {}, { token })).code).toBe(200);
    expect(await balanceCode(token)).toBe(401);
  });

  it('a login password change ends the cached session', async () => {
    const token = await login();
    expect(await balanceCode(token)).toBe(200);
    const changed = await s.call('/api/editPassword', { password: 'demo888', paypassword: 'demo999' }, { token });
    expect(changed.code).toBe(200);
    expect(await balanceCode(token)).toBe(401);
    const again = await s.call<{ api_token: string }>('/api/login_pc', { name: 'demo888', password: 'demo999' });
    expect(await balanceCode(again.data.api_token)).toBe(200);
  });
});
