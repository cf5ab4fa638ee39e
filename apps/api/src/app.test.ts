import { startTestServer, type TestServer } from './test/harness';

describe('server basics', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('answers an unknown call with an envelope, not an HTML page', async () => {
    const res = await s.raw('/api/nope', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ code: 404, message: '接口不存在', data: [] });
  });

  it('answers malformed JSON with a business code', async () => {
    const res = await s.raw('/api/nope', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).code).not.toBe(200);
  });

  it('has applied every migration', async () => {
    const { rows } = await s.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toContain('001_accounts.sql');
  });
});
