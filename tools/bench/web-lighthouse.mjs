#!/usr/bin/env node
/**
 * First-paint benchmark of the web app as `npm start` serves it: starts the API with the
 * built app (WEB_DIR, embedded database in memory, demo data) as its own process, then runs
 * Lighthouse mobile (simulated slow 4G, 4× CPU) in Debian's Chromium several times on
 *   - `/` as a visitor (fresh browser, nothing stored),
 *   - `/` as the demo member (token in sessionStorage before the page's own code runs),
 *   - `/#/login`,
 * and prints the medians of score, FCP, LCP, TBT, CLS, bytes transferred, and how many API
 * calls the page started before its first paint (observed, not simulated).
 *
 *   npm run bench:web                          # uses the last build in dist/apps/web
 *   npm run bench:web -- --build               # builds first (under the shared web lock)
 *   BENCH_RUNS=7 BENCH_WEB_DIR=/tmp/web npm run bench:web
 *   npm run bench:web -- --json out.json       # also writes every run's figures
 *   BENCH_PAGES=/login npm run bench:web -- --reports tmp/lh   # only /login; each run's full report and trace
 *   BENCH_LOCALES=zh-CN,en-US npm run bench:web   # each page in a Chinese, then an English browser
 *
 * A benchmark, not a test: it never fails on a target. The machine is shared; run it when
 * quiet and compare medians, not single runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { loginToken, startServer } from './web-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WEB_DIR = resolve(process.env.BENCH_WEB_DIR ?? 'dist/apps/web');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const jsonArg = process.argv.indexOf('--json');
const JSON_OUT = jsonArg >= 0 ? process.argv[jsonArg + 1] : null;
// Every run's whole Lighthouse report (its LCP element, long tasks and their scripts), to see why.
const reportsArg = process.argv.indexOf('--reports');
const REPORTS_DIR = reportsArg >= 0 ? resolve(process.argv[reportsArg + 1]) : null;
// A comma list of page names ('/ visitor', '/ member', '/login'), or prefixes of them: only those.
const PAGES = process.env.BENCH_PAGES?.split(',').map((name) => name.trim()) ?? null;
/** The browser's languages (its `--lang` and Accept-Language); the server renders the first visit in the first one. */
const LOCALES = process.env.BENCH_LOCALES?.split(',').map((name) => name.trim()) ?? [null];

const WEB_LOCK = '/tmp/h5-web.lock';

/**
 * Whether this process already runs under `flock WEB_LOCK` (docs/performance.md's
 * `flock /tmp/h5-web.lock npm run bench:web -- --build`): the lock's holder in /proc/locks is
 * one of our ancestors. Taking it again would wait for ourselves forever.
 */
function lockHeldByAncestor() {
  try {
    const inode = statSync(WEB_LOCK).ino;
    const holders = readFileSync('/proc/locks', 'utf8')
      .split('\n')
      .filter((line) => !line.includes('->') && line.split(/\s+/)[5]?.endsWith(`:${inode}`))
      .map((line) => Number(line.split(/\s+/)[4]));
    for (let pid = process.ppid; pid > 1;) {
      if (holders.includes(pid)) return true;
      pid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    }
  } catch {
    // no lock file, no /proc: not held by us
  }
  return false;
}

if (process.argv.includes('--build')) {
  const build = ['npx', 'nx', 'run', 'web:build', '--output-style=static'];
  const [command, ...args] = lockHeldByAncestor() ? build : ['flock', WEB_LOCK, ...build];
  const built = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(resolve(WEB_DIR, 'index.html'))) {
  console.error(`${WEB_DIR} has no index.html: build the web app first (npm run bench:web -- --build).`);
  process.exit(2);
}

/** One Lighthouse run in a fresh browser; `token` puts a member session in sessionStorage first. */
async function runOnce(url, token, reportName, locale) {
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      ...(locale ? [`--lang=${locale}`, `--accept-lang=${locale}`] : []),
    ],
  });
  try {
    const page = await browser.newPage();
    if (token) {
      // Runs in every new document before the app's code, after Lighthouse has reset storage.
      await page.evaluateOnNewDocument((t) => {
        try {
          if (location.protocol.startsWith('http')) sessionStorage.setItem('token', t);
        } catch {
          // about:blank has no storage
        }
      }, token);
    }
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(locale ? { extraHeaders: { 'Accept-Language': locale } } : {}),
    };
    const result = await lighthouse(url, flags, undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (REPORTS_DIR && reportName) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(resolve(REPORTS_DIR, `${reportName}.json`), JSON.stringify(lhr));
      // The trace Lighthouse's simulation read (chrome://tracing or DevTools' Performance panel opens it).
      if (result.artifacts?.Trace) writeFileSync(resolve(REPORTS_DIR, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const observedFcp = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? Infinity;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const apiBeforePaint = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/') && r.networkRequestTime < observedFcp).length;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bytes: num('total-byte-weight'),
      apiBeforePaint,
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).filter((t) => t.duration > 50).length,
      // Lighthouse's own CPU benchmark of this browser at this moment (higher = faster; a
      // Pixel 5 is about 1000): TBT and the score scale with it, so a slow or shared host shows.
      cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const { base, stop } = await startServer(WEB_DIR);
const all = {};
try {
  const token = await loginToken(base);
  const pages = [
    { name: '/ visitor', url: `${base}/` },
    { name: '/ member', url: `${base}/`, token },
    { name: '/login', url: `${base}/#/login` },
  ];
  const cases = LOCALES.flatMap((locale) => pages.map((p) => ({ ...p, locale, name: locale ? `${p.name} ${locale}` : p.name })));
  console.log(`Lighthouse ${RUNS}× per page against ${base} (${WEB_DIR})`);
  for (const c of cases.filter(({ name }) => !PAGES || PAGES.some((wanted) => name.startsWith(wanted)))) {
    all[c.name] = [];
    const reportName = (run) => `${c.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}`;
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART): one more try.
      const r = await runOnce(c.url, c.token, reportName(i + 1), c.locale).catch((err) => {
        console.log(`  ${c.name} run ${i + 1}: ${err.message.split('\n')[0]}; again`);
        return runOnce(c.url, c.token, reportName(i + 1), c.locale).catch(() => null);
      });
      if (!r) continue;
      all[c.name].push(r);
      console.log(
        `  ${c.name} run ${i + 1}: score ${r.score}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, CPU index ${r.cpuIndex}, load ${loadavg()[0].toFixed(1)}`,
      );
    }
  }
} finally {
  await stop();
}

const rows = Object.entries(all)
  .filter(([, runs]) => runs.length > 0)
  .map(([name, runs]) => {
    const m = (key) => median(runs.map((r) => r[key]));
    return {
      page: name,
      score: m('score'),
      'FCP ms': Math.round(m('fcp')),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: Number(m('cls').toFixed(3)),
      'KB sent': Math.round(m('bytes') / 1000),
      'API calls before paint': m('apiBeforePaint'),
      'tasks >50 ms': m('longTasks'),
      'CPU index': m('cpuIndex'),
      runs: runs.length,
    };
  });
console.log(`\nMedians of ${RUNS} runs (Lighthouse mobile: simulated slow 4G, 4× CPU slowdown):`);
console.table(rows);
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ runs: all, medians: rows }, null, 2));
