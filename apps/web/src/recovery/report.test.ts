import { CLIENT_ERRORS_PATH, LIMITS, MAX_REPORTS_PER_PAGE, reportOf, sendReport } from './report';
import { scrub } from './scrub';

describe('scrub', () => {
  it('replaces tokens, passwords and card numbers', () => {
    const token = 'Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa12';
    expect(scrub(`Bearer ${token}`)).toBe('Bearer [redacted]');
    expect(scrub(`{"password":"hunter22","paypassword":"123456"}`)).toBe('{"password":"[redacted]","paypassword":"[redacted]"}');
    expect(scrub('?token=abc&x=1')).toBe('?token=[redacted]&x=1');
    expect(scrub('card 6217 0000 1111 2222 333 / 4111-1111-1111-1111 / 6217000011112222')).toBe('card [card] / [card] / [card]');
    expect(scrub(`session id ${token}`)).toBe('session id [redacted]');
  });

  it('leaves ordinary text, amounts and chunk names alone', () => {
    const text = 'TypeError: x.map is not a function at http://h5/assets/Abc1234.js:1:2 (¥1234.50, 2026-11-27)';
    expect(scrub(text)).toBe(text);
  });
});

describe('reportOf', () => {
  it('cuts to the server limits, scrubs, and sends the route without its query', () => {
    const error = new Error(`bad ${'word '.repeat(300)}`);
    error.stack = `Error: password=hunter22\n${'at f (a.js:1:1)\n'.repeat(500)}`;
    const report = reportOf(
      error,
      'boundary:page',
      { hash: '#/withdrawal?token=abc&card=6217000011112222' },
      'http://h5/assets/index-a.js?v=1',
    );
    expect(report.message.length).toBe(LIMITS.message);
    expect(report.stack?.length).toBe(LIMITS.stack);
    expect(report.stack).toContain('password=[redacted]');
    expect(report.route).toBe('/withdrawal');
    expect(report.build).toBe('http://h5/assets/index-a.js');
    expect(JSON.stringify(report)).not.toMatch(/hunter22|6217000011112222/);
  });

  it('describes a thrown value that is not an Error', () => {
    expect(reportOf('plain text', 'unhandledrejection', { hash: '' }, 'b')).toMatchObject({ message: 'plain text', route: '/' });
  });
});

describe('sendReport', () => {
  it('posts JSON without credentials, drops repeats, and stops after a few per page', () => {
    const fetchFn = jest.fn().mockResolvedValue({ ok: true });
    const report = (n: number) => ({ source: 'window.error', message: `error ${n}`, route: '/', build: 'b' });
    sendReport(report(0), fetchFn);
    sendReport(report(0), fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual(report(0));
    for (let n = 1; n < 30; n++) sendReport(report(n), fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });
});
