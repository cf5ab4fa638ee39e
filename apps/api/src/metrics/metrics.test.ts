import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sample } from './test-scrape';
import { createMember, type TestMember } from '../money/test-members';
import { openTestStream } from '../push/test-stream-client';
import { startTestServer, type TestServer } from '../test/harness';

/** Debian's Prometheus ships it (.ci/run installs it): the exposition is checked as Prometheus reads it. */
const PROMTOOL = '/usr/bin/promtool';

describe('metrics on their own listener (docs/operations.md, Metrics)', () => {
  let s: TestServer;
  let m: TestMember;
  const scrape = async () => {
    const res = await fetch(s.app.metricsUrl as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    s = await startTestServer({ env: { METRICS_PORT: '0' } });
    m = await createMember(s.db, 'metrics1', 300_00);
  });
  afterAll(() => s.close());

  it('are not on the public port: /metrics there is the web app’s path like any other', async () => {
    expect(s.app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(s.app.metricsUrl as string).port).not.toBe(new URL(s.baseUrl).port);
    const publicOne = await s.raw('/metrics');
    expect(publicOne.text).not.toContain('h5_http_request_duration_seconds');
  });

  it('time requests by route template and status, and count answers by business code', async () => {
    const before = await scrape();
    const label = { method: 'POST', route: '/api/transfer', status: '200' };
    const count0 = sample(before, 'h5_http_request_duration_seconds_count', label) ?? 0;
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 10 }, { token: m.token })).code).toBe(200);
    // Refused: more than the balance (210), and a visitor (401).
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 99_999 }, { token: m.token })).code).toBe(
      210,
    );
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 1 })).code).toBe(401);
    await s.raw('/api/no/such/path/123456');
    const after = await scrape();
    expect(sample(after, 'h5_http_request_duration_seconds_count', label)).toBe(count0 + 3);
    expect(sample(after, 'h5_http_answers_total', { route: '/api/transfer', code: '210' })).toBe(1);
    expect(sample(after, 'h5_http_answers_total', { route: '/api/transfer', code: '401' })).toBe(1);
    // A path no route serves is one label, never the raw path; no member id or amount anywhere.
    expect(after).not.toContain('123456');
    expect(after).not.toContain('metrics1');
    expect(after).toMatch(/route="\*"|route="unmatched"/);
  });

  it('show the orders waiting for the operator and how long the oldest has waited', async () => {
    const base = sample(await scrape(), 'h5_orders_waiting', { kind: 'deposit' }) ?? 0;
    expect((await s.call('/api/recharge', { paytype: 'wxpay', amount: 100 }, { token: m.token })).code).toBe(200);
    const text = await scrape();
    expect(sample(text, 'h5_orders_waiting', { kind: 'deposit' })).toBe(base + 1);
    expect(sample(text, 'h5_orders_oldest_waiting_seconds', { kind: 'deposit' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'h5_orders_waiting', { kind: 'withdrawal' })).toBe(0);
  });

  it('count the open live-money streams and requests in flight, streams included', async () => {
    const st = await openTestStream(s.baseUrl, m.token);
    await st.next('hello');
    const text = await scrape();
    expect(sample(text, 'h5_push_streams_open')).toBe(1);
    expect(sample(text, 'h5_http_requests_in_flight')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'h5_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (s.db.kind === 'postgres') expect(sample(text, 'h5_db_pool_connections', { state: 'size' })).toBeGreaterThan(0);
  });

  it('export every metric the alert rules read (deploy/prometheus/alerts.yml)', async () => {
    const text = await scrape();
    const rules = readFileSync(join(__dirname, '../../../../deploy/prometheus/alerts.yml'), 'utf8');
    const exprs = rules
      .split('\n')
      .filter((line) => !line.trim().startsWith('#') && !/^\s*(summary|alert):/.test(line))
      .join('\n');
    const named = new Set([...exprs.matchAll(/\b(h5_[a-z0-9_]+)/g)].map((m) => m[1].replace(/_(bucket|count|sum)$/, '')));
    // The ledger check's gauges and the web vitals' histograms exist once their first sample is in
    // (a scheduled check run, a player's page load): their own tests prove them.
    const later = /^h5_(ledger_check_|web_vitals_)/;
    const exported = new Set([...text.matchAll(/^# TYPE (\S+)/gm)].map((m) => m[1]));
    expect([...named].filter((name) => !later.test(name) && !exported.has(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(6);
  });

  it('pass promtool check metrics', async () => {
    const text = await scrape();
    if (!existsSync(PROMTOOL)) {
      // CI installs Prometheus: there this check must run.
      expect(process.env['CI']).not.toBe('true');
      return;
    }
    const file = join(mkdtempSync(join(tmpdir(), 'h5-metrics-')), 'metrics.txt');
    writeFileSync(file, text);
    // promtool reads the exposition on standard input and names each problem; none is the answer.
    const out = execFileSync('sh', ['-c', `${PROMTOOL} check metrics < ${file} 2>&1; echo "exit $?"`], { encoding: 'utf8' });
    expect(out.trim()).toBe('exit 0');
  });
});
