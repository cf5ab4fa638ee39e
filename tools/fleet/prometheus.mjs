// Debian's Prometheus beside the fleet proof (docs/operations.md, Metrics): it scrapes every
// instance's metrics listener each second, and the proof asks its HTTP API what the load made.
// Each instance keeps its metrics port across a restart, so one static target list holds.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROMETHEUS = '/usr/bin/prometheus';
/** Money calls, as the alert rules name them (deploy/prometheus/alerts.yml, MoneyCallsSlow). */
export const MONEY_ROUTES = '/api/(transfer|transall|recharge|withdraw|dofanshui|douserredpacket|uptransferstatus)';

/** A port free now on 127.0.0.1 (the kernel's choice; closed again at once). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** null when Prometheus is not installed (CI installs it; there the caller must fail). */
export async function startPrometheus(targets) {
  if (!existsSync(PROMETHEUS)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'h5-fleet-prom-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'prometheus.yml'),
    [
      'global: { scrape_interval: 1s, scrape_timeout: 900ms, evaluation_interval: 1s }',
      'scrape_configs:',
      '  - job_name: h5-api',
      `    static_configs: [{ targets: [${targets.map((t) => `'${t}'`).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  const proc = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--storage.tsdb.retention.time=1h',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  proc.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`prometheus exited (${proc.exitCode})\n${stderr}`);
    const ready = await fetch(`${base}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`prometheus not ready in 20 s\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    /** An instant query's samples as [{ metric, value }]. */
    async query(expr) {
      const res = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = await res.json();
      if (body.status !== 'success') throw new Error(`prometheus query failed: ${expr}: ${body.error}`);
      return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    /** One number: the first sample's value (NaN when there is none). */
    async value(expr) {
      return (await this.query(expr))[0]?.value ?? Number.NaN;
    },
    async close() {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((r) => proc.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * What Prometheus saw of the load, asked while every stream is still open: the request rate,
 * money calls' p99, the streams open on the fleet and the withdrawals waiting. `since`: the
 * load's start (ms), for the windows.
 */
export async function askPrometheus(prom, { since, streamsExpected, waitingNow, depositsWaitingNow }) {
  const window = `${Math.max(5, Math.ceil((Date.now() - since) / 1000) + 2)}s`;
  const rate = await prom.value(`sum(rate(h5_http_request_duration_seconds_count[${window}]))`);
  const moneyCalls = await prom.value(`sum(increase(h5_http_request_duration_seconds_count{route=~"${MONEY_ROUTES}"}[${window}]))`);
  const p99 = await prom.value(
    `histogram_quantile(0.99, sum by (le) (increase(h5_http_request_duration_seconds_bucket{route=~"${MONEY_ROUTES}"}[${window}])))`,
  );
  const peakWaiting = await prom.value(`max(max_over_time(h5_orders_waiting{kind="withdrawal"}[${window}]))`);
  // The streams reopen after the kill within a second: wait for the scrape that sees them all.
  let streams = Number.NaN;
  let waiting = Number.NaN;
  const deadline = Date.now() + 8_000;
  do {
    await new Promise((r) => setTimeout(r, 1_000));
    streams = await prom.value('sum(h5_push_streams_open)');
    waiting = await prom.value('max(h5_orders_waiting{kind="withdrawal"})');
  } while ((streams !== streamsExpected || waiting !== waitingNow) && Date.now() < deadline);
  const depositsWaiting = await prom.value('max(h5_orders_waiting{kind="deposit"})');
  const up = await prom.query('up{job="h5-api"}');
  return {
    rate,
    moneyCalls,
    p99,
    streams,
    streamsExpected,
    waiting,
    waitingNow,
    peakWaiting,
    depositsWaiting,
    depositsWaitingNow,
    targetsUp: up.filter((u) => u.value === 1).length,
    targets: up.length,
  };
}

/** The proof's lines and failures for what Prometheus saw (figures: askPrometheus's answer). */
export function prometheusVerdict(f, run) {
  const failures = [];
  const expect = (cond, text) => {
    if (!cond) failures.push(text);
    return cond ? 'ok' : 'FAIL';
  };
  const lines = [
    '',
    '=== Prometheus (scraping every instance each second) ===',
    `  ${expect(f.targetsUp === f.targets && f.targets === run.instances, `targets up ${f.targetsUp}/${f.targets}`)}  targets up: ${f.targetsUp}/${f.targets}`,
    `  ${expect(f.rate > 0, 'no request rate')}  request rate over the load: ${f.rate.toFixed(1)}/s`,
    `  ${expect(f.moneyCalls >= 0.5 * run.memberCalls && f.moneyCalls <= 2 * run.memberCalls, `money calls counted ${f.moneyCalls.toFixed(0)}, sent ${run.memberCalls}`)}  money calls counted ${f.moneyCalls.toFixed(0)} (sent ${run.memberCalls} + their retries; the killed instance's last second is lost with it)`,
    `  ${expect(f.p99 > 0 && f.p99 < 30, `money calls' p99 ${f.p99}`)}  money calls' p99: ${(f.p99 * 1000).toFixed(0)} ms (a thousand sent at once)`,
    `  ${expect(f.streams === f.streamsExpected, `streams open ${f.streams}, opened ${f.streamsExpected}`)}  streams open: ${f.streams} = ${f.streamsExpected} opened`,
    `  ${expect(f.waiting === f.waitingNow, `withdrawals waiting ${f.waiting}, database ${f.waitingNow}`)}  withdrawals waiting: ${f.waiting} = ${f.waitingNow} in the database (the operator decided them all); at the peak of the load ${f.peakWaiting}`,
    `  ${expect(f.peakWaiting > 0, 'no waiting withdrawal seen during the load')}  waiting withdrawals seen during the load`,
    `  ${expect(f.depositsWaiting === f.depositsWaitingNow, `deposits waiting ${f.depositsWaiting}, database ${f.depositsWaitingNow}`)}  deposits waiting: ${f.depositsWaiting} = ${f.depositsWaitingNow} in the database`,
  ];
  return { lines, failures };
}
