import { startApiProcess } from './db/faults/api-process';
import { openTestStream } from './push/test-stream-client';
import { resetPostgres } from './test/harness';

// A rolling update drops nothing (docs/operations.md "Shutdown and drain"): on SIGTERM the
// instance answers /readyz 503 at once, keeps answering in-flight and new requests through the
// drain window (a balancer still sends to it until its checks see the 503), tells its streams
// to reconnect elsewhere, then exits 0. The API runs in its own process, as an operator runs it.
const DRAIN_MS = 2_500;
/** How long the "balancer" in this test keeps sending after SIGTERM: a check every second, plus lag. */
const BALANCER_LAG_MS = 1_200;
const LOOPS = 20;

interface Outcome {
  ok: number;
  failed: string[];
}

describe('SIGTERM under load: drain, then exit', () => {
  it('turns /readyz 503 at once, fails no request during the drain, ends streams, exits 0', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    if (url) await resetPostgres(url);
    const api = await startApiProcess({
      DEMO: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SECRET_RATE_PER_IP: '100000',
      ...(url ? { DATABASE_URL: url } : { DATABASE: 'embedded', DATA_DIR: ':memory:' }),
    });
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${api.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    const login = (await (await post('/api/login_pc', { name: 'demo888', password: 'demo888' })).json()) as {
      data: { api_token: string };
    };
    const token = login.data.api_token;
    const stream = await openTestStream(api.base, token);
    expect(stream.status).toBe(200);

    let sending = true;
    let termAt = Number.MAX_SAFE_INTEGER;
    const outcome: Outcome = { ok: 0, failed: [] };
    const loop = async (i: number) => {
      let toVenue = i % 2 === 0;
      while (sending) {
        const body = toVenue
          ? { sourcetype: 'userbalance', targettype: 'ag', amount: 1 }
          : { sourcetype: 'ag', targettype: 'userbalance', amount: 1 };
        try {
          const res = await post('/api/transfer', body, token);
          const env = (await res.json()) as { code: number; message: string };
          // 200, or a refusal for want of money in the venue: an answer either way.
          if (res.status === 200 && (env.code === 200 || env.code !== 503)) outcome.ok++;
          else outcome.failed.push(`HTTP ${res.status} code ${env.code} at ${Date.now() - termAt} ms`);
        } catch (err) {
          const cause = (err as { cause?: { code?: string } }).cause;
          outcome.failed.push(`${cause?.code ?? (err as Error).message} at ${Date.now() - termAt} ms`);
        }
        toVenue = !toVenue;
      }
    };
    const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));
    await new Promise((r) => setTimeout(r, 1_000));
    const okBefore = outcome.ok;

    termAt = Date.now();
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      api.proc.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    api.proc.kill('SIGTERM');
    // The balancer keeps sending for BALANCER_LAG_MS (its checks have not yet seen the 503),
    // then takes the instance out: no new requests; those in flight must finish.
    const stopSending = new Promise<void>((resolve) =>
      setTimeout(() => {
        sending = false;
        resolve();
      }, BALANCER_LAG_MS),
    );
    // The balancer's check: /readyz every 100 ms, from once the signal has surely arrived.
    await new Promise((r) => setTimeout(r, 100));
    const checks: Array<{ startedAt: number; status: number; ms: number }> = [];
    while (sending) {
      const startedAt = Date.now() - termAt;
      try {
        const res = await fetch(`${api.base}/readyz`);
        await res.text();
        checks.push({ startedAt, status: res.status, ms: Date.now() - termAt - startedAt });
      } catch (err) {
        checks.push({ startedAt, status: 0, ms: Date.now() - termAt - startedAt });
        outcome.failed.push(`readyz: ${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    await stopSending;
    await Promise.all(loops);
    const okDuringDrain = outcome.ok - okBefore;
    const closed = await stream.next('closed', DRAIN_MS + 5_000);
    const exit = await exited;

    const first503 = checks.find((c) => c.status === 503);
    console.log(
      `drain: /readyz checks ${checks.map((c) => `${c.status}@${c.startedAt}ms(${c.ms}ms)`).join(' ')}; ` +
        `first 503 answered ${first503 ? `${first503.startedAt + first503.ms} ms` : 'never'} after SIGTERM, ` +
        `${okDuringDrain} requests answered after SIGTERM, ${outcome.failed.length} failed, ` +
        `exit ${exit.code} after ${exit.at - termAt} ms (drain ${DRAIN_MS} ms)`,
    );
    expect(outcome.failed).toEqual([]);
    // On PostgreSQL every check from the signal on says 503. The embedded database runs its
    // queries inside the process, holding the event loop for a few hundred ms under this load, so
    // the signal is seen late there: from the first 503 on, every check says 503, within 1 s.
    const from = url ? 0 : checks.findIndex((c) => c.status === 503);
    expect(from).toBeGreaterThanOrEqual(0);
    expect(checks[from].startedAt + checks[from].ms).toBeLessThan(url ? 500 : 1_000);
    expect(checks.slice(from).every((c) => c.status === 503)).toBe(true);
    expect(okDuringDrain).toBeGreaterThan(LOOPS);
    expect(closed).toEqual({ reason: 'shutdown' });
    expect(exit.code).toBe(0);
    expect(exit.at - termAt).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(api.output()).not.toContain(token);
  });
});
