// The Grafana dashboard and the alert rules read only metrics the server really exports, and
// docs/operations.md lists those metrics with their labels (docs/operations.md, Metrics and
// Dashboard). The exported list is a real server's: apps/api/src/main.ts started on the embedded
// database with METRICS_PORT, a member's transfer, a player's vitals report and one ledger check
// made, then scraped. Every expression also goes through Prometheus's own parser
// (`promtool check rules`).
//   node --test tools/checks/dashboard.test.mjs
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { metricNames } from './promql-names.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DASHBOARD = join(ROOT, 'deploy/grafana/h5-dashboard.json');
const ALERTS = join(ROOT, 'deploy/prometheus/alerts.yml');
const PROMTOOL = '/usr/bin/promtool';
const START_TIMEOUT_MS = 120_000;
/** Series Prometheus makes itself for each target, not the server. */
const PROMETHEUS_OWN = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);
/** Grafana's variables, as Grafana would fill them in, so Prometheus's parser can read the expression. */
const GRAFANA_VARIABLES = { $__rate_interval: '1m', $__interval: '15s', $__range: '1h', $instance: '.*' };

const { freePort } = await import(new URL('../fleet/prometheus.mjs', import.meta.url).href);

/** The server's exposition: each family's type and the label names its samples carry. */
let exported;
let stopServer = () => Promise.resolve();

async function startServer() {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The first check runs at a random point of the first interval: within a second here.
      LEDGER_CHECK_INTERVAL_S: '1',
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stopServer = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start in time')), START_TIMEOUT_MS);
    server.stdout.on('data', (chunk) => {
      if (/listening on http/.test(String(chunk))) {
        clearTimeout(timer);
        resolve();
      }
    });
    exited.then((code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
  return { base: `http://127.0.0.1:${port}`, metrics: `http://127.0.0.1:${metricsPort}/metrics` };
}

const post = async (base, path, body, headers = {}) =>
  (
    await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  ).json();

/** Families by name from an exposition: `{ type, labels }`, labels as seen on the samples (le aside). */
function families(text) {
  const out = new Map();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) out.set(name, { type, labels: new Set(), samples: 0 });
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*?)(_bucket|_sum|_count)?(?:\{([^}]*)\})? \S+$/.exec(line);
    if (!m) continue;
    const family = out.get(m[1] + (m[2] ?? '')) ?? out.get(m[1]);
    if (!family) continue;
    family.samples += 1;
    for (const [, label] of (m[3] ?? '').matchAll(/(\w+)="/g)) if (label !== 'le') family.labels.add(label);
  }
  return out;
}

/** The series names a family's samples go by: a histogram's _bucket, _sum and _count. */
const seriesOf = (name, { type }) =>
  type === 'histogram'
    ? [`${name}_bucket`, `${name}_sum`, `${name}_count`]
    : type === 'summary'
      ? [name, `${name}_sum`, `${name}_count`]
      : [name];

const exportedSeries = () => new Set([...exported].flatMap(([name, f]) => seriesOf(name, f)));

before(async () => {
  const api = await startServer();
  const login = await post(api.base, '/api/login_pc', { name: 'demo888', password: 'demo888' });
  assert.equal(login.code, 200, `demo login: ${login.code} ${login.message}`);
  const authorization = `Bearer ${login.data.api_token}`;
  const moved = await post(api.base, '/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 1 }, { authorization });
  assert.equal(moved.code, 200, `transfer: ${moved.code} ${moved.message}`);
  const vitals = await post(api.base, '/api/vitals', {
    route: '/',
    lang: 'zh-CN',
    samples: [
      { name: 'LCP', value: 1200 },
      { name: 'INP', value: 80 },
      { name: 'CLS', value: 0.02 },
      { name: 'TTFB', value: 150 },
    ],
  });
  assert.equal(vitals.code, 200, `vitals: ${vitals.code} ${vitals.message}`);
  // The ledger check's gauges enter the registry with its first result.
  const deadline = Date.now() + 30_000;
  for (;;) {
    exported = families(await (await fetch(api.metrics)).text());
    if (exported.has('h5_ledger_check_ok') || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.ok(exported.has('h5_ledger_check_ok'), 'the ledger check ran within 30 s');
});
after(() => stopServer());

/** Every expression of the dashboard: panels (rows' too), their targets, and the variables' queries. */
function dashboardExpressions(dashboard) {
  const out = [];
  const walk = (panels = []) => {
    for (const p of panels) {
      for (const t of p.targets ?? []) if (t.expr) out.push({ where: `panel "${p.title}" ${t.refId}`, expr: t.expr });
      walk(p.panels);
    }
  };
  walk(dashboard.panels);
  for (const v of dashboard.templating?.list ?? []) {
    const q = typeof v.query === 'string' ? v.query : v.query?.query;
    // label_values(metric, label) is Grafana's, not PromQL: its metric is what it reads.
    const m = /^label_values\((\w+),\s*\w+\)$/.exec(q ?? '');
    if (m) out.push({ where: `variable ${v.name}`, expr: m[1] });
    else if (q) out.push({ where: `variable ${v.name}`, expr: q });
  }
  return out;
}

const withVariables = (expr) => {
  let filled = expr;
  for (const [name, value] of Object.entries(GRAFANA_VARIABLES)) filled = filled.split(name).join(value);
  assert.ok(!filled.includes('$'), `a Grafana variable this check does not know in ${expr}`);
  return filled;
};

/** Expressions naming a series the server does not export: `where: name`. */
function unknownNames(expressions) {
  const known = exportedSeries();
  return expressions.flatMap(({ where, expr }) =>
    metricNames(withVariables(expr))
      .filter((name) => !known.has(name) && !PROMETHEUS_OWN.has(name))
      .map((name) => `${where}: ${name}`),
  );
}

/** Prometheus's parser on each expression, as recording rules (promtool names the one it cannot read). */
function promtoolParses(expressions) {
  const dir = mkdtempSync(join(tmpdir(), 'h5-dashboard-'));
  try {
    const rules = expressions.map(({ expr }, i) => ({ record: `dashboard:expr_${i}`, expr: withVariables(expr) }));
    writeFileSync(join(dir, 'rules.yml'), JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
    return execFileSync(PROMTOOL, ['check', 'rules', join(dir, 'rules.yml')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8'));
const alertRules = parse(readFileSync(ALERTS, 'utf8')).groups.flatMap((g) => g.rules);
const alertExpressions = alertRules.map((r) => ({ where: `alert ${r.alert ?? r.record}`, expr: String(r.expr) }));

test('every dashboard expression reads only metrics the server exports', () => {
  const expressions = dashboardExpressions(dashboard);
  assert.ok(expressions.length >= 20, `only ${expressions.length} expressions`);
  assert.deepEqual(unknownNames(expressions), []);
});

test('every alert rule reads only metrics the server exports', () => {
  assert.ok(alertExpressions.length >= 10);
  assert.deepEqual(unknownNames(alertExpressions), []);
});

test('the check fails on a metric the server does not export, and on an unknown function', () => {
  assert.deepEqual(unknownNames([{ where: 'made up', expr: 'sum by (route) (rate(h5_http_requests_total[5m]))' }]), [
    'made up: h5_http_requests_total',
  ]);
  // A histogram's buckets exist, a counter has no _bucket series.
  assert.deepEqual(unknownNames([{ where: 'h', expr: 'h5_db_query_duration_seconds_bucket + h5_http_busy_total_bucket' }]), [
    'h: h5_http_busy_total_bucket',
  ]);
  assert.throws(() => metricNames('ratee(h5_http_busy_total[5m])'), /no PromQL function/);
});

test("Prometheus's parser reads every dashboard expression", { skip: !existsSync(PROMTOOL) && process.env['CI'] !== 'true' }, () => {
  const expressions = dashboardExpressions(dashboard);
  assert.match(promtoolParses(expressions), new RegExp(`SUCCESS: ${expressions.length} rules found`));
  assert.throws(() => promtoolParses([{ expr: 'sum by (le (rate(h5_http_busy_total[5m]))' }]));
});

test('the dashboard shows what an operator watches', () => {
  const used = new Set(dashboardExpressions(dashboard).flatMap(({ expr }) => metricNames(withVariables(expr))));
  for (const name of [
    'h5_http_request_duration_seconds_count',
    'h5_http_request_duration_seconds_bucket',
    'h5_http_answers_total',
    'h5_http_busy_total',
    'h5_db_pool_connections',
    'h5_nodejs_eventloop_lag_p99_seconds',
    'h5_push_streams_open',
    'h5_push_outbox_lag_seconds',
    'h5_orders_waiting',
    'h5_orders_oldest_waiting_seconds',
    'h5_ledger_check_ok',
    'h5_ledger_check_last_run_timestamp_seconds',
    'h5_web_vitals_lcp_seconds_bucket',
    'h5_web_vitals_inp_seconds_bucket',
  ])
    assert.ok(used.has(name), `no panel reads ${name}`);
  // Imported as Grafana asks for a data source: every query goes to the one the operator picks.
  assert.deepEqual(
    dashboard.__inputs.map((i) => i.name),
    ['DS_PROMETHEUS'],
  );
  const sources = new Set();
  const walk = (panels = []) =>
    panels.forEach((p) => {
      if (p.type !== 'row') sources.add(p.datasource?.uid);
      (p.targets ?? []).forEach((t) => sources.add(t.datasource?.uid));
      walk(p.panels);
    });
  walk(dashboard.panels);
  assert.deepEqual([...sources], ['${DS_PROMETHEUS}']);
});

/**
 * docs/operations.md's metric tables: each row's names (a trailing * is a prefix) and labels, from
 * the table's `labels` column (a table without one: no labels; "…": not stated).
 */
function documentedMetrics() {
  const lines = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8').split('\n');
  const cellsOf = (line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  const rows = [];
  let labelsAt = -1;
  lines.forEach((line, i) => {
    if (!line.startsWith('|')) return;
    const cells = cellsOf(line);
    if (/^\|[\s|:-]+\|$/.test(lines[i + 1] ?? '')) labelsAt = cells.indexOf('labels');
    if (!/^`h5_/.test(cells[0])) return;
    const names = [...cells[0].matchAll(/`(h5_[\w*]+)`/g)].map((m) => m[1]);
    const cell = labelsAt < 0 ? '—' : cells[labelsAt];
    rows.push({ names, labels: cell === '…' ? null : cell === '—' ? [] : [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]) });
  });
  return rows;
}

test('docs/operations.md lists every exported metric, with its labels, and no other', () => {
  const rows = documentedMetrics();
  const matches = (pattern, name) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern);
  const problems = [];
  for (const [name, family] of exported) {
    const row = rows.find((r) => r.names.some((p) => matches(p, name)));
    if (!row) problems.push(`${name}: not in the docs`);
    else if (row.labels && family.samples > 0 && [...family.labels].sort().join() !== [...row.labels].sort().join())
      problems.push(`${name}: labels ${[...family.labels].join(', ') || '—'}, documented ${row.labels.join(', ') || '—'}`);
  }
  for (const row of rows)
    for (const p of row.names) if (![...exported.keys()].some((name) => matches(p, name))) problems.push(`${p}: documented, not exported`);
  assert.deepEqual(problems, []);
});
