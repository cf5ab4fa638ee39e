import { VITALS_PATH } from '@h5/api-contract';
import { VITALS_RATE } from './vitals';
import { startTestServer, type TestServer } from '../test/harness';

/** One sample's value from the exposition text: the line `name{labels} value`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('web vitals reports (docs/api.md, Web vitals)', () => {
  let s: TestServer;
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    s.raw(VITALS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const scrape = async () => (await fetch(s.app.metricsUrl as string)).text();

  beforeAll(async () => {
    s = await startTestServer({ env: { METRICS_PORT: '0' } });
  }, 120_000);
  afterAll(() => s.close());

  it('turns a report into the histograms by route template and language (seconds; CLS as it is)', async () => {
    const res = await send({
      route: '/wallet',
      lang: 'vi',
      samples: [
        { name: 'LCP', value: 1800 },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.04 },
        { name: 'TTFB', value: 300 },
      ],
    });
    expect(JSON.parse(res.text)).toMatchObject({ code: 200 });
    const text = await scrape();
    const labels = { route: '/wallet', lang: 'vi' };
    expect(sample(text, 'h5_web_vitals_lcp_seconds_count', labels)).toBe(1);
    expect(sample(text, 'h5_web_vitals_lcp_seconds_sum', labels)).toBeCloseTo(1.8);
    expect(sample(text, 'h5_web_vitals_lcp_seconds_bucket', { ...labels, le: '2' })).toBe(1);
    expect(sample(text, 'h5_web_vitals_lcp_seconds_bucket', { ...labels, le: '1.5' })).toBe(0);
    expect(sample(text, 'h5_web_vitals_inp_seconds_sum', labels)).toBeCloseTo(0.12);
    expect(sample(text, 'h5_web_vitals_cls_sum', labels)).toBeCloseTo(0.04);
    expect(sample(text, 'h5_web_vitals_ttfb_seconds_sum', labels)).toBeCloseTo(0.3);
  });

  it('refuses what is not a report and records nothing of it', async () => {
    const before = await scrape();
    const bad = [
      { route: '/wallet?token=abc', lang: 'vi', samples: [{ name: 'LCP', value: 1 }] },
      { route: '/no-such', lang: 'vi', samples: [{ name: 'LCP', value: 1 }] },
      { route: '/', lang: 'fr', samples: [{ name: 'LCP', value: 1 }] },
      { route: '/', lang: 'en', samples: [{ name: 'FID', value: 1 }] },
      { route: '/', lang: 'en', samples: [{ name: 'LCP', value: -1 }] },
      { route: '/', lang: 'en', samples: [{ name: 'LCP', value: 10_000_000 }] },
      {
        route: '/',
        lang: 'en',
        samples: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      { route: '/', lang: 'en', samples: [] },
      { route: '/', lang: 'en', samples: [{ name: 'LCP', value: 1 }], member: 7 },
    ];
    for (const body of bad) expect([body, JSON.parse((await send(body)).text).code]).toEqual([body, 422]);
    // Bigger than a report can be: refused before it is parsed.
    const big = await send({ route: '/', lang: 'en', samples: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(2000) });
    expect(big.text).not.toContain('"code":200');
    const after = await scrape();
    const count = (t: string) => [...t.matchAll(/^h5_web_vitals_\w+_count\{[^}]*\} (\S+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
    expect(count(after)).toBe(count(before));
    expect(after).not.toContain('no-such');
    expect(after).not.toContain('token');
  });

  it('throttles an address, before the body is read', async () => {
    let refused = 0;
    for (let i = 0; i < VITALS_RATE.limit + 5; i++) {
      // Not even JSON: the throttle counts it before anything reads it.
      const answer = JSON.parse((await send('{not json')).text);
      if (answer.code === 429) refused++;
    }
    expect(refused).toBeGreaterThanOrEqual(5);
    const good = await send({ route: '/', lang: 'en', samples: [{ name: 'LCP', value: 1 }] });
    expect(JSON.parse(good.text).code).toBe(429);
  });
});
