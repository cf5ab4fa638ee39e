#!/usr/bin/env node
/**
 * Start-up main-thread tasks of the built web app, measured in a way a busy, shared machine
 * does not distort: Chromium's trace gives each task's *thread* time (CPU the main thread
 * really spent, not the wall time it waited for a core), multiplied by 4 as Lighthouse's
 * simulated 4× slower phone does. Lighthouse's TBT uses wall time and swings by seconds when
 * other work shares the cores; this does not.
 *
 * The page runs as in a player's browser: Chromium is driven over its debugging pipe
 * (cdp-pipe.mjs) and traced from the browser, with no Runtime domain in the page. Lighthouse
 * and Playwright enable it, and then V8 re-parses every function on the stack of each Error
 * the page builds; React DOM builds five when its module runs (~55 ms of thread time here).
 * `--devtools` enables it too, to see what Lighthouse sees.
 *
 *   node tools/bench/web-tasks.mjs                 # / visitor, / member, /login; 5 runs each
 *   BENCH_RUNS=3 node tools/bench/web-tasks.mjs --detail   # + the functions in each long task
 *   node tools/bench/web-tasks.mjs --list          # + each run's long tasks (start:length)
 *   BENCH_RUNS=3 node tools/bench/web-tasks.mjs --features # + main-thread ms after the paint per feature
 *   node tools/bench/web-tasks.mjs --devtools      # the page as Lighthouse's browser runs it
 *   BENCH_WEB_DIR=dist/other node tools/bench/web-tasks.mjs
 *
 * Per page it prints the medians of: simTBT (Σ over tasks after the first paint of
 * 4 × thread time − 50 ms), busy (Σ 4 × thread time of every task after the first paint,
 * the least load-dependent figure), the longest task (4 × thread ms) and the number of tasks
 * over 50 ms; then the TBT the same tasks give by wall time × 4 (what Lighthouse's simulation
 * uses) and the ratio of wall to CPU time after the first paint (near 1 when the main thread
 * never waits for a core or another process).
 * `--detail` adds, per long task of the last run, the top functions by self and total
 * time from a CPU profile (build with `--minify false` for readable names).
 * A benchmark, not a test.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchPipedChromium, openTab } from './cdp-pipe.mjs';
import { loginToken, startServer } from './web-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WEB_DIR = resolve(process.env.BENCH_WEB_DIR ?? 'dist/apps/web');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SLOWDOWN = 4; // Lighthouse mobile's simulated CPU
const LONG_MS = 50;
const FEATURES = process.argv.includes('--features');
const DETAIL = process.argv.includes('--detail') || FEATURES;
const LIST = process.argv.includes('--list');
const DEVTOOLS = process.argv.includes('--devtools');

if (!existsSync(resolve(WEB_DIR, 'index.html'))) {
  console.error(`${WEB_DIR} has no index.html: build the web app first.`);
  process.exit(2);
}

const cpuMs = (event) => ((event.tdur ?? event.dur) * SLOWDOWN) / 1000;
/** What Lighthouse's simulation takes from the same task: its wall time, × 4. */
const wallMs = (event) => (event.dur * SLOWDOWN) / 1000;

/** One load of `url` in a fresh browser: long tasks by thread time, optionally their profile. */
async function runOnce(url, token) {
  const browser = launchPipedChromium(CHROME);
  try {
    const tab = await openTab(browser, { width: 375, height: 667 });
    if (token)
      await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: `sessionStorage.setItem('token', ${JSON.stringify(token)})` });
    // What Lighthouse and Playwright do to every page they drive (see the top of this file).
    if (DEVTOOLS) await tab.send('Runtime.enable');
    const events = [];
    browser.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const traced = new Promise((done) => browser.on('Tracing.tracingComplete', done));
    // Traced from the browser, not the tab: the trace needs no debugger in the page.
    await browser.send('Tracing.start', {
      traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
    });
    if (DETAIL) {
      await tab.send('Profiler.enable');
      await tab.send('Profiler.setSamplingInterval', { interval: 100 });
      await tab.send('Profiler.start');
    }
    await tab.goto(url);
    // Idle work after load (revalidation, the welcome modal) counts too, as in Lighthouse.
    await new Promise((done) => setTimeout(done, 5000));
    // Stopping the profiler and the trace is itself a long task on the page's thread: the
    // window ends here, at a mark the page writes into the trace.
    await tab.send('Runtime.evaluate', { expression: "console.timeStamp('bench-window-end')" });
    const profile = DETAIL ? (await tab.send('Profiler.stop')).profile : null;
    await browser.send('Tracing.end');
    await traced;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error('no first contentful paint in the trace');
    const main = (e) => e.pid === fcp.pid && e.tid === fcp.tid;
    const windowEnd = events.find((e) => main(e) && e.name === 'TimeStamp' && e.args?.data?.message === 'bench-window-end');
    if (!windowEnd) throw new Error('no end-of-window mark in the trace');
    const allTasks = events.filter((e) => main(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts < windowEnd.ts);
    const tasks = allTasks.filter((e) => cpuMs(e) > LONG_MS);
    const afterPaint = tasks.filter((t) => t.ts + t.dur > fcp.ts);
    const nav = events.find((e) => main(e) && e.name === 'navigationStart') ?? fcp;
    const allAfterPaint = allTasks.filter((t) => t.ts + t.dur > fcp.ts);
    const wallSum = allAfterPaint.reduce((sum, t) => sum + wallMs(t), 0);
    return {
      simTbt: afterPaint.reduce((sum, t) => sum + cpuMs(t) - LONG_MS, 0),
      // The same sum from wall time, as Lighthouse counts: the gap to simTBT is time the main
      // thread waited (other processes on the cores, sync IPC), not work the page asked for.
      wallTbt: allAfterPaint.filter((t) => wallMs(t) > LONG_MS).reduce((sum, t) => sum + wallMs(t) - LONG_MS, 0),
      wallPerCpu:
        wallSum /
        Math.max(
          1,
          allAfterPaint.reduce((sum, t) => sum + cpuMs(t), 0),
        ),
      longest: Math.max(0, ...tasks.map(cpuMs)),
      // All main-thread work after the first paint, short tasks too: how a task is cut depends
      // on the machine's load (the scheduler yields by wall time), the sum much less.
      busy: allAfterPaint.reduce((sum, t) => sum + cpuMs(t), 0),
      longTasks: tasks.length,
      // `--list`: each long task as start:length, ms from the first paint (4× thread time).
      list: LIST ? tasks.map((t) => `${Math.round((t.ts - fcp.ts) / 1000)}:${Math.round(cpuMs(t))}`).join(' ') : '',
      detail: profile && !FEATURES ? describeTasks(tasks, profile, nav.ts) : '',
      features: profile && FEATURES ? attributeTasks(allAfterPaint, profile) : null,
    };
  } finally {
    await browser.close();
  }
}

const BROWSER = 'browser (style, layout, paint, parsing, GC)';
const RERENDER = 'React re-renders (store updates, transitions)';
const HYDRATION = 'hydration (React)';
/** What asked for the React work in its task, first first; hydration's own functions mark a hydrating task. */
const TRIGGERS = [
  'live money (start, hello)',
  'reality check',
  'startup revalidation (calls, answers, store updates)',
  'seeding the startup cache',
  'welcome text',
  HYDRATION,
];

/**
 * Which start-up feature a task after the first paint worked for, from the functions its
 * profile samples ran (a build with `--minify false` keeps their names). The first rule that
 * matches any frame of the task's samples names it; React's own work loop (hydration and the
 * re-renders that follow a store update or a transition) is told apart by hydration's functions.
 */
const FEATURE_RULES = [
  ['service worker registration', /^(registerWorker|register)$|install-worker/],
  ['live money (start, hello)', /^(startLiveMoney|startStream|connect|readStream|applyEvent|applyFigures|messagesMoved)$/],
  ['reality check', /^(startRealityCheck|mountRealityCheck|RealityCheck\w*)$/],
  ['welcome text', /^(useWelcome|WelcomeModal\w*|Welcome\w*)$/],
  [
    'startup revalidation (calls, answers, store updates)',
    /^(revalidateStartupCache|executeEndpoint|queryThunk|handleFulfilled\w*|fetchBaseQuery|baseQuery\w*)$/,
  ],
  ['seeding the startup cache', /^seedStartupCache$/],
  ['i18n (language chunk, catalogues)', /^(startInLocale|translated|activate|loadCatalogue\w*|readLocaleChoice)$/],
  [
    HYDRATION,
    /^(hydrateRoot|tryToClaimNextHydratableInstance|prepareToHydrateHost\w*|popHydrationState|claimHydratable\w*|getNextHydratable\w*|canHydrate\w*|hydrate\w+)$/,
  ],
  [
    RERENDER,
    /^(performWorkUntilDeadline|performWorkOnRoot|performSyncWorkOnRoot|flushSyncWorkAcrossRoots\w*|processRootScheduleInMicrotask|commitRoot\w*|renderRoot\w*|workLoop\w*)$/,
  ],
  ['evaluating modules (top level)', /^\(module\)$/],
];

function attributeTasks(tasks, profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ id, t: (t += profile.timeDeltas[i]), dt: profile.timeDeltas[i + 1] ?? 0 }));
  const labelCache = new Map();
  /** A sample's feature: the first rule any frame of its stack matches. */
  const labelOf = (id) => {
    if (labelCache.has(id)) return labelCache.get(id);
    const names = [];
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber, columnNumber } = byId.get(at).callFrame;
      // A module's top level is an unnamed function at its very start.
      const topLevel = !functionName && url && lineNumber === 0 && columnNumber === 0;
      names.push(functionName || (topLevel ? '(module)' : '(anonymous)'), url.split('/').pop());
    }
    const js = names.some((name) => name.endsWith('.js'));
    const [label] = FEATURE_RULES.find(([, rule]) => names.some((name) => rule.test(name))) ?? [js ? 'other script' : BROWSER];
    labelCache.set(id, label);
    return label;
  };
  const totals = {};
  for (const task of tasks) {
    const inTask = samples.filter((x) => x.t >= task.ts && x.t < task.ts + task.dur);
    const weights = new Map();
    for (const sample of inTask) weights.set(labelOf(sample.id), (weights.get(labelOf(sample.id)) ?? 0) + Math.max(sample.dt, 1));
    // A re-render in the same task as a store update is that update's: it is what asked for it.
    const trigger = TRIGGERS.find((label) => weights.has(label));
    if (trigger && weights.has(RERENDER)) {
      weights.set(trigger, weights.get(trigger) + weights.get(RERENDER));
      weights.delete(RERENDER);
    }
    if (weights.size === 0) weights.set(BROWSER, 1);
    const sum = [...weights.values()].reduce((a, b) => a + b, 0);
    const main = [...weights].sort((a, b) => b[1] - a[1])[0][0];
    for (const [label, weight] of weights) {
      const slot = (totals[label] ??= { ms: 0, tasks: 0, longest: 0 });
      slot.ms += (cpuMs(task) * weight) / sum;
    }
    // The task counts (and its length) for the feature that took most of it.
    totals[main].tasks += 1;
    totals[main].longest = Math.max(totals[main].longest, cpuMs(task));
  }
  return totals;
}

/** Per long task: its top functions by self and total time (CPU profile samples in its span). */
function describeTasks(tasks, profile, origin) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const name = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => ({ id, t: (t += profile.timeDeltas[i]), dt: profile.timeDeltas[i + 1] ?? 0 }));
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([n, us]) => `    ${(us / 1000).toFixed(1).padStart(6)} ms  ${n}`)
      .join('\n');
  return tasks
    .map((task) => {
      const self = new Map();
      const total = new Map();
      for (const s of samples.filter((x) => x.t >= task.ts && x.t < task.ts + task.dur)) {
        const own = name(byId.get(s.id));
        self.set(own, (self.get(own) ?? 0) + s.dt);
        const seen = new Set();
        for (let id = s.id; id !== undefined; id = parent.get(id)) {
          const n = name(byId.get(id));
          if (!seen.has(n)) total.set(n, (total.get(n) ?? 0) + s.dt);
          seen.add(n);
        }
      }
      const at = ((task.ts - origin) / 1000).toFixed(0);
      return `  task at ${at} ms: ${cpuMs(task).toFixed(0)} ms (4× thread time), wall samples:\n   self:\n${top(self)}\n   total:\n${top(total)}`;
    })
    .join('\n');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const { base, stop } = await startServer(WEB_DIR);
const rows = [];
try {
  const token = await loginToken(base);
  const cases = [
    { name: '/ visitor', url: `${base}/` },
    { name: '/ member', url: `${base}/`, token },
    { name: '/login', url: `${base}/#/login` },
  ];
  console.log(`Start-up tasks, ${RUNS}× per page, against ${base} (${WEB_DIR}), ${DEVTOOLS ? 'with' : 'without'} DevTools' Runtime domain`);
  for (const c of cases) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await runOnce(c.url, c.token);
      runs.push(r);
      console.log(
        `  ${c.name} run ${i + 1}: simTBT ${Math.round(r.simTbt)} ms, busy ${Math.round(r.busy)} ms, longest ${Math.round(r.longest)} ms, ` +
          `${r.longTasks} tasks > ${LONG_MS} ms; by wall time: TBT ${Math.round(r.wallTbt)} ms, wall/CPU ${r.wallPerCpu.toFixed(1)}${r.list ? ` [${r.list}]` : ''}`,
      );
    }
    if (DETAIL && !FEATURES) console.log(runs.at(-1).detail);
    if (FEATURES) {
      const names = [...new Set(runs.flatMap((r) => Object.keys(r.features)))];
      console.log(`  ${c.name}: main-thread ms after the first paint by feature (4× thread time, median of ${runs.length} runs)`);
      console.table(
        Object.fromEntries(
          names.map((n) => {
            const of = (key) => median(runs.map((r) => r.features[n]?.[key] ?? 0));
            return [n, { ms: Math.round(of('ms')), tasks: of('tasks'), 'longest ms': Math.round(of('longest')) }];
          }),
        ),
      );
    }
    rows.push({
      page: c.name,
      'simTBT ms': Math.round(median(runs.map((r) => r.simTbt))),
      'busy ms': Math.round(median(runs.map((r) => r.busy))),
      'longest ms': Math.round(median(runs.map((r) => r.longest))),
      'tasks >50 ms': median(runs.map((r) => r.longTasks)),
      'wall TBT ms': Math.round(median(runs.map((r) => r.wallTbt))),
      'wall/CPU': Number(median(runs.map((r) => r.wallPerCpu)).toFixed(1)),
      runs: runs.length,
    });
  }
} finally {
  await stop();
}
console.log(`\nMedians of ${RUNS} runs (thread time × ${SLOWDOWN}; the wall columns count wall time × ${SLOWDOWN}, as Lighthouse does):`);
console.table(rows);
