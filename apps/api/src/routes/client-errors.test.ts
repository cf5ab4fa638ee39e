import { PassThrough } from 'node:stream';
import { CLIENT_ERROR_BODY_LIMIT, CLIENT_ERROR_RATE, CLIENT_ERRORS_PATH, scrubReport } from './client-errors';
import { startTestServer, type TestServer } from '../test/harness';

// The web app's error reports: written to the log with the request id, scrubbed, bounded, throttled.
describe('client error reports (POST /api/client-errors)', () => {
  let s: TestServer;
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));

  beforeAll(async () => {
    s = await startTestServer({ logStream: stream });
  });
  afterAll(() => s.close());

  const report = (body: unknown, headers: Record<string, string> = {}) =>
    s.raw(CLIENT_ERRORS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = {
    source: 'boundary:page',
    message: 'TypeError: x is undefined',
    stack: 'at ActivityPage (assets/Abc1234.js:1:20)',
    route: '/activity',
    build: 'http://h5/assets/index-abc.js',
  };
  const logLines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; clientError?: Record<string, string> });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('logs a report with the request id of its request', async () => {
    const res = await report(valid, { 'x-request-id': 'client-err-0001' });
    expect([res.status, JSON.parse(res.text)]).toEqual([200, { code: 200, message: '已记录', data: [] }]);
    await settle();
    const line = logLines().find((l) => l.msg === 'client error' && l.reqId === 'client-err-0001');
    expect(line?.clientError).toMatchObject({
      source: 'boundary:page',
      message: 'TypeError: x is undefined',
      route: '/activity',
      stack: valid.stack,
    });
  });

  it('never logs a token, password or card number, even from a client that did not scrub', async () => {
    const token = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0';
    const res = await report(
      {
        ...valid,
        message: `failed: password=hunter22 card 6217 0000 1111 2222 333 Bearer ${token}`,
        stack: `at pay (assets/x.js) {"paypassword":"123456","bank_no":"6217000011112222"} token=${token}`,
        route: '/withdrawal',
      },
      { 'x-request-id': 'client-err-0002' },
    );
    expect(JSON.parse(res.text).code).toBe(200);
    await settle();
    const line = logLines().find((l) => l.reqId === 'client-err-0002' && l.msg === 'client error');
    expect(line?.clientError?.['message']).toBe('failed: password=[redacted] card [card] Bearer [redacted]');
    for (const secret of ['hunter22', '123456', '6217000011112222', '6217 0000 1111 2222 333', token]) expect(log).not.toContain(secret);
  });

  it('refuses a body over the size bound, and hostile bodies, cleanly: nothing logged, never a 5xx', async () => {
    const before = logLines().filter((l) => l.msg === 'client error').length;
    const huge = await report({ ...valid, stack: 'x'.repeat(CLIENT_ERROR_BODY_LIMIT) });
    expect([huge.status, JSON.parse(huge.text)]).toEqual([200, { code: 422, message: '请求内容过大', data: [] }]);
    const hostile = [
      '{"source":',
      '[]',
      JSON.stringify({ ...valid, message: '' }),
      JSON.stringify({ ...valid, message: 'm'.repeat(501) }),
      JSON.stringify({ ...valid, source: 'x"}\n{"level":60' }),
      JSON.stringify({ ...valid, route: { $gt: '' } }),
      JSON.stringify({ message: 'no source' }),
    ];
    for (const body of hostile) {
      const res = await report(body);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).code).toBe(422);
    }
    await settle();
    expect(logLines().filter((l) => l.msg === 'client error')).toHaveLength(before);
    expect(logLines().filter((l) => (l as { level?: number }).level === 50)).toEqual([]);
  });

  it('drops control characters that could forge a log line', () => {
    expect(scrubReport('a\u0000b\u001b[31mc\u007f')).toBe('ab[31mc');
    expect(scrubReport('ticket: abcdefabcdefabcdefabcdefabcdefab12 and card_no=4111111111111111')).toBe(
      'ticket: [redacted] and card_no=[redacted]',
    );
  });

  it('throttles reports per client address: past the limit they are refused and not logged', async () => {
    // The earlier tests used some of this address's budget; use up the rest.
    let refused = 0;
    for (let i = 0; i < CLIENT_ERROR_RATE.limit + 2; i++) {
      const res = await report({ ...valid, message: `burst ${i}` });
      if (JSON.parse(res.text).code === 429) refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(2);
    const last = await report({ ...valid, message: 'after the limit' }, { 'x-request-id': 'client-err-0003' });
    expect(JSON.parse(last.text)).toEqual({ code: 429, message: '上报过于频繁，请稍后再试', data: [] });
    await settle();
    expect(logLines().some((l) => l.clientError?.['message'] === 'after the limit')).toBe(false);
    const { rows } = await s.db.query<{ hits: number }>('SELECT hits FROM throttle_counters WHERE key = $1', ['client-error:ip:127.0.0.1']);
    expect(Number(rows[0].hits)).toBeGreaterThan(CLIENT_ERROR_RATE.limit);
  });
});
