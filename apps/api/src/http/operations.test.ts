import { PassThrough } from 'node:stream';
import { redactUrl } from './request-log';
import { createMember, TEST_PAY_PASSWORD, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { signInOperator } from '../test/operators';

// Health and readiness for a balancer, request ids, and a log that never holds a credential.
describe('operations: health, readiness, request ids, log redaction', () => {
  let s: TestServer;
  let m: TestMember;
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));

  beforeAll(async () => {
    s = await startTestServer({ logStream: stream });
    m = await createMember(s.db, 'ops001', 100_000);
  });
  afterAll(() => s.close());

  it('answers /healthz and /readyz with real HTTP statuses, outside the site contract', async () => {
    const health = await s.raw('/healthz');
    expect([health.status, JSON.parse(health.text)]).toEqual([200, { status: 'ok' }]);
    const ready = await s.raw('/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', database: s.db.kind });
  });

  it('is not ready while a migration is missing', async () => {
    await s.db.query("DELETE FROM schema_migrations WHERE name = '050_money.sql'");
    try {
      const ready = await s.raw('/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.text)).toEqual({ status: 'migrations pending', pending: ['050_money.sql'] });
    } finally {
      await s.db.query("INSERT INTO schema_migrations(name) VALUES ('050_money.sql')");
    }
    expect((await s.raw('/readyz')).status).toBe(200);
  });

  it('gives every request an id, keeps a well-formed incoming one, and logs it', async () => {
    const fresh = await s.raw('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await s.raw('/healthz', { headers: { 'x-request-id': 'balancer-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('balancer-1234abcd');
    const forged = await s.raw('/healthz', { headers: { 'x-request-id': 'bad id {"level":60}' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 50));
    expect(log).toContain('"reqId":"balancer-1234abcd"');
  });

  it('never writes a token, password or card number to the log', async () => {
    const cardNo = '6217000099998888777';
    const login = await s.call<{ api_token: string }>('/api/login_pc', { name: 'demo888', password: 'demo888' });
    const token = login.data.api_token;
    await s.call('/api/balance', {}, { token });
    await s.call(
      '/api/bindcard',
      { bank: '中国银行', bank_owner: '测试', bank_address: '北京', bank_no: cardNo, pay_pass: TEST_PAY_PASSWORD },
      { token: m.token },
    );
    const game = await s.call<{ url: string }>('/api/getGameUrl', { plat_name: 'ag', game_type: '0' }, { token: m.token });
    const ticket = new URL(game.data.url).searchParams.get('ticket') as string;
    await s.raw(`/venue/play?ticket=${ticket}`);
    await s.raw(`/api/userredpacket?page=1&token=${m.token}&card=${cardNo}`, { headers: { authorization: `Bearer ${m.token}` } });
    const support = await signInOperator(s, 'logged-support', 'support', new Date());
    await s.call('/admin/orders/pending', undefined, { method: 'GET', headers: support.headers });
    await new Promise((r) => setTimeout(r, 50));

    expect(log).toContain('/venue/play?ticket=[redacted]');
    for (const secret of [token, m.token, ticket, cardNo, 'demo888"', TEST_PAY_PASSWORD, support.token, support.password, support.secret]) {
      expect(log).not.toContain(secret);
    }
  });

  it('masks secret query values and card-like numbers in logged URLs', () => {
    expect(redactUrl('/a?ticket=abc&page=2')).toBe('/a?ticket=[redacted]&page=2');
    expect(redactUrl('/a?pay%5Fpass=1&x=6217000099998888777')).toBe('/a?pay%5Fpass=[redacted]&x=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
