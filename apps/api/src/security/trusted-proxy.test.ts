import { PassThrough } from 'node:stream';
import { configFromEnv } from '../config';
import { parseTrustedProxies } from '../http/trusted-proxies';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Behind a load balancer the client address comes from X-Forwarded-For, but only when the
 * TCP peer is a balancer the operator listed in TRUSTED_PROXIES. Every test client connects
 * from 127.0.0.1: with 127.0.0.1 listed it plays the balancer, without it a direct client.
 */
const LIMIT = 3;
const TOO_MANY = 429;

/** One failed login of a fresh name (so only the per-address counter can refuse it). */
let names = 0;
async function loginFrom(s: TestServer, forwardedFor?: string): Promise<number> {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const answer = await s.call(
    '/api/login_pc',
    { name: `nobody${String(++names).padStart(4, '0')}`, password: 'wrong-password' },
    { headers },
  );
  return answer.code;
}

describe('TRUSTED_PROXIES: the client address behind a load balancer', () => {
  describe('setting', () => {
    it('is empty by default and takes IPs and CIDR ranges of both families', () => {
      expect(configFromEnv({}).trustedProxies).toEqual([]);
      expect(parseTrustedProxies(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,::1 ')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', '::1']);
    });

    it('refuses anything else at start-up, naming the bad entry', () => {
      for (const bad of ['10.0.0.300', '10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.0/8/1', '10.0.0.0/x']) {
        expect(() => configFromEnv({ TRUSTED_PROXIES: `10.0.0.1,${bad}` })).toThrow(`TRUSTED_PROXIES: "${bad}"`);
      }
    });
  });

  describe('no proxy trusted (the default)', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ env: { AUTH_RATE_PER_IP: String(LIMIT) } });
    });
    afterAll(() => s.close());

    it('ignores a spoofed X-Forwarded-For: a new made-up address per try buys no extra guesses', async () => {
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) codes.push(await loginFrom(s, `198.51.100.${i + 1}`));
      expect(codes.slice(0, LIMIT)).not.toContain(TOO_MANY);
      expect(codes.slice(LIMIT)).toEqual([TOO_MANY, TOO_MANY]);
      // Without the header the same (real) address is just as locked.
      expect(await loginFrom(s)).toBe(TOO_MANY);
    });
  });

  describe('the TCP peer is a listed proxy', () => {
    let s: TestServer;
    let log = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    beforeAll(async () => {
      // The range form, as an operator lists a balancer subnet (127.0.0.1 is inside it).
      s = await startTestServer({
        env: { AUTH_RATE_PER_IP: String(LIMIT), TRUSTED_PROXIES: '10.9.0.0/16,127.0.0.0/8' },
        logStream: stream,
      });
    });
    afterAll(() => s.close());

    it('limits each forwarded client on its own: one locked client does not lock the others', async () => {
      const first: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) first.push(await loginFrom(s, '203.0.113.10'));
      expect(first.slice(0, LIMIT)).not.toContain(TOO_MANY);
      expect(first[LIMIT]).toBe(TOO_MANY);
      // Another client behind the same balancer still has its whole budget.
      for (let i = 0; i < LIMIT; i++) expect(await loginFrom(s, '203.0.113.11')).not.toBe(TOO_MANY);
      expect(await loginFrom(s, '203.0.113.11')).toBe(TOO_MANY);
    });

    it('takes the rightmost untrusted hop: what the client wrote itself, left of it, changes nothing', async () => {
      // The client sends its own X-Forwarded-For; the balancer appends the address it saw.
      // An inner listed proxy (10.9.0.7) is skipped as well.
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) codes.push(await loginFrom(s, `192.0.2.${i + 1}, 203.0.113.20, 10.9.0.7`));
      expect(codes[LIMIT]).toBe(TOO_MANY);
      expect(await loginFrom(s, '203.0.113.20')).toBe(TOO_MANY);
    });

    it('logs the client address, and the proxy that forwarded it', async () => {
      await s.call('/api/bannerList', {}, { headers: { 'x-forwarded-for': '203.0.113.30', 'x-request-id': 'proxied-request-0001' } });
      const line = log.split('\n').find((l) => l.includes('proxied-request-0001') && l.includes('incoming request'));
      expect(line).toBeDefined();
      expect(JSON.parse(line ?? '{}').req).toMatchObject({ remoteAddress: '203.0.113.30', proxy: '127.0.0.1' });
    });
  });
});
