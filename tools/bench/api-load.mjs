#!/usr/bin/env node
/**
 * Load benchmark of the reference API: starts the server as its own process (as in
 * production, so the load generator does not share its event loop) with the demo data, logs
 * in the demo member and measures, on loopback:
 *   - latency targets, open loop with precise pacing (paced-load.mjs): balance at a fixed
 *     rate, and (embedded database) transfer at 200 requests/s;
 *   - throughput with autocannon: balance, balancelist and transfer (1 yuan, alternating
 *     directions), p50/p99 and requests/s.
 *
 *   npm run bench:api                         # embedded database (in memory), one process
 *   npm run bench:api -- --postgres           # PostgreSQL, 1 worker then 2 workers side by side
 *   npm run bench:api -- --postgres --events  # transfers with live-money events on vs off (PUSH_EVENTS),
 *                                             # two servers side by side, rounds alternating
 *   npm run bench:api -- --postgres --metrics # the same with Prometheus metrics on (METRICS_PORT, scraped
 *                                             # as deployed, every 15 s; BENCH_SCRAPE_MS) vs off
 *   BENCH_TOGETHER=1 npm run bench:api -- --postgres --metrics
 *                                             # each round loads both servers at once
 *   BENCH_SAME=1 npm run bench:api -- --postgres --metrics
 *                                             # the same rounds with metrics off on both: the noise alone
 *   BENCH_SECONDS=5 npm run bench:api
 *   npm run build:api && BENCH_BUILT=1 npm run bench:api -- --postgres --metrics   # the built server,
 *                                             # on the image's Node (BENCH_NODE=/path/to/node: another);
 *                                             # side by side, each server's CPU by thread is printed too
 *   BENCH_CPU_PROF=tmp/prof npm run bench:api -- --postgres --metrics
 *                                             # each server writes a V8 CPU profile into tmp/prof/<on|off>/
 *                                             # as it exits (read with tools/bench/cpu-profile-top.mjs)
 *   BENCH_GC=1 npm run bench:api -- --postgres --metrics
 *                                             # adds each round's KB allocated and promoted per transfer
 *                                             # (--trace-gc-nvp): figures the machine's load barely moves
 *   BENCH_RATE=150 BENCH_CPU_PROF=tmp/prof npm run bench:api -- --postgres --metrics
 *                                             # each server paced at 150 transfers a second: CPU per
 *                                             # transfer and profiles on a machine with CPU to spare
 *   BENCH_OFF_ENV='{"METRICS_PORT":"0","X":"1"}' npm run bench:api -- --postgres --metrics
 *                                             # more settings for one side (BENCH_ON_ENV for the other):
 *                                             # an A/B of one setting with the metrics on both
 *
 * PostgreSQL mode uses BENCH_DATABASE_URL (else TEST_DATABASE_URL) and EMPTIES that database
 * first (drops its public schema).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { pacedLoad } from './paced-load.mjs';
import { groupCpuMs, postgresCpuMs, threadCpuMs } from './process-cpu.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const START_TIMEOUT_MS = 120_000;
const POSTGRES = process.argv.includes('--postgres') || process.env.BENCH_DB === 'postgres';
/** Transfers with the push outbox and notifications on and off, alternating rounds (the outbox's cost on transfers, side by side: docs/performance.md). */
const EVENTS = process.argv.includes('--events');
/** Transfers with the metrics listener on (scraped, SCRAPE_MS) and off: the metrics' cost (docs/operations.md, Metrics). */
const METRICS = process.argv.includes('--metrics');
/**
 * How often the "on" server is scraped: by default as the deployment's Prometheus does
 * (deploy/prometheus/prometheus.yml, 15 s); BENCH_SCRAPE_MS=1000 as the fleet proof's does (a
 * scrape costs ~4 ms of CPU: docs/performance.md, The metrics' cost); 0: never.
 */
const DEPLOYED_SCRAPE_MS =
  1000 * Number(/scrape_interval:\s*(\d+)s/.exec(readFileSync('deploy/prometheus/prometheus.yml', 'utf8'))?.[1] ?? 15);
const SCRAPE_MS = Number(process.env.BENCH_SCRAPE_MS ?? DEPLOYED_SCRAPE_MS);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/**
 * BENCH_TOGETHER=1: each round loads both side-by-side servers at the same time (its own
 * autocannon each) instead of one after the other; on a machine others load unevenly, the two
 * then share every moment of it.
 */
const TOGETHER = process.env.BENCH_TOGETHER === '1';
/** A folder: the side-by-side servers run under `node --cpu-prof`, each into its own subfolder. */
const CPU_PROF = process.env.BENCH_CPU_PROF;
/**
 * BENCH_GC=1: the side-by-side servers run with `--trace-gc-nvp`, and each round reports the KB
 * a transfer allocated and promoted to the old generation (what the collections cost follows
 * from them), figures the machine's load barely moves, unlike time.
 */
const GC = process.env.BENCH_GC === '1';
/**
 * BENCH_RATE=200: the side-by-side servers get at most this many transfers a second each
 * (autocannon's overallRate) instead of all they can take: on a machine left with spare CPU, a
 * transfer's CPU (and a CPU profile's samples) is what the code costs, not what the scheduler gave.
 */
const RATE = Number(process.env.BENCH_RATE ?? 0);

/** The issues' targets: balance p99 at a fixed rate, and (embedded) transfer p99 at 200 requests/s. */
const TARGETS = POSTGRES
  ? { balanceRate: 1000, balanceP99: 20, transferRate: 0, transferP99: 0, scale: 1.7 }
  : { balanceRate: 500, balanceP99: 20, transferRate: 200, transferP99: 25, scale: 0 };

const TRANSFER_BODIES = [
  JSON.stringify({ sourcetype: 'userbalance', targettype: 'ag', amount: 1 }),
  JSON.stringify({ sourcetype: 'ag', targettype: 'userbalance', amount: 1 }),
];

/**
 * BENCH_BUILT=1: the servers are the built program production runs (`npm run build:api` first:
 * dist/apps/api/main.js under plain node) instead of the sources under tsx, whose transform
 * differs (it keeps functions' names by wrapping them).
 */
const BUILT = process.env.BENCH_BUILT === '1';
const BUILT_MAIN = 'dist/apps/api/main.js';
if (BUILT && !existsSync(BUILT_MAIN)) {
  console.error(`BENCH_BUILT=1 needs ${BUILT_MAIN}: run npm run build:api first.`);
  process.exit(2);
}

/**
 * The built server runs on the image's Node (deploy/node-version, fetched once by
 * tools/image/node24.sh), as production does: what the metrics or anything else costs is
 * measured on the V8 and the AsyncLocalStorage that will pay it. BENCH_NODE=/path/to/node: another.
 */
const SERVER_NODE = BUILT
  ? process.env.BENCH_NODE || spawnSync('bash', ['tools/image/node24.sh'], { encoding: 'utf8' }).stdout.trim() || process.execPath
  : process.execPath;
console.log(
  `servers on Node ${spawnSync(SERVER_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()} (${BUILT ? 'built' : 'sources under tsx'})`,
);

/** Starts the server in its own process group; resolves with its address and a stop function. */
async function startServer(extraEnv, nodeFlags = []) {
  // With flags for Node itself (a CPU profile: not allowed in NODE_OPTIONS), tsx as Node's loader.
  const [command, args] = BUILT
    ? [SERVER_NODE, [...nodeFlags, BUILT_MAIN]]
    : nodeFlags.length
      ? [process.execPath, [...nodeFlags, '--import', 'tsx', 'apps/api/src/main.ts']]
      : ['npx', ['tsx', 'apps/api/src/main.ts']];
  const server = spawn(command, args, {
    // The ledger check's timer (a random first turn within 15 min) would fall inside a round on
    // one side now and then: off in the benchmark.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO: '1',
      LEDGER_CHECK_INTERVAL_S: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await exited;
  };
  // Everything the server writes, for the GC figures (BENCH_GC).
  const output = { text: '' };
  server.stdout.on('data', (chunk) => {
    if (GC) output.text += chunk;
  });
  process.on('exit', () => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  const base = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start in time')), START_TIMEOUT_MS);
    let out = '';
    const workers = Number(extraEnv.WORKERS ?? 1);
    server.stdout.on('data', (chunk) => {
      out += chunk;
      // With several workers, wait until every one of them listens.
      const addresses = [...out.matchAll(/listening on (http:\/\/[\d.]+:\d+)/g)].map((m) => m[1]);
      if (addresses.length >= workers) {
        clearTimeout(timer);
        resolve(addresses[0]);
      }
    });
    server.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
  return { base, stop, pgid: server.pid, output };
}

/**
 * Runs one measurement and adds what it cost: CPU ms per answered request of the server
 * (its whole process group) and, in PostgreSQL mode, of the database server.
 */
async function costed(pgid, run) {
  const server0 = groupCpuMs(pgid);
  const threads0 = threadCpuMs(pgid);
  const db0 = POSTGRES ? postgresCpuMs() : null;
  const result = await run();
  const answered = result.sent ?? result.total ?? 0;
  const per = (before, after) =>
    before === null || after === null || !answered ? null : Math.round(((after - before) / answered) * 1000) / 1000;
  // The server's CPU by thread (ms in the round, summed over rounds by the caller).
  const threads1 = threadCpuMs(pgid);
  const threads = threads0 && threads1 ? new Map([...threads1].map(([name, ms]) => [name, ms - (threads0.get(name) ?? 0)])) : null;
  return {
    ...result,
    serverCpuMs: per(server0, groupCpuMs(pgid)),
    dbCpuMs: POSTGRES ? per(db0, postgresCpuMs()) : null,
    threads,
  };
}

async function post(base, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * @param tokens when given, each connection acts as its own member (PostgreSQL mode: one
 *   member's money calls serialise on its row lock whatever the number of workers)
 */
function cannon(base, headers, title, opts, tokens) {
  let next = 0;
  const codes = new Map();
  const count = (_status, body) => {
    const code = /"code":(\d+)/.exec(String(body))?.[1] ?? 'none';
    codes.set(code, (codes.get(code) ?? 0) + 1);
  };
  const requests = (opts.requests ?? [{ path: opts.path, body: opts.body ?? '{}' }]).map((r) => ({
    method: 'POST',
    ...r,
    onResponse: count,
  }));
  // Each connection's whole request sequence carries its member's token. (client.setHeaders
  // changes only the first request of a sequence: the transfer's "out" half went out as the
  // demo member, all on one member's row lock, and was refused for want of venue money.)
  const setupClient = tokens
    ? (client) => {
        const authorization = `Bearer ${tokens[next++ % tokens.length]}`;
        client.setRequests(requests.map((r) => ({ ...r, headers: { ...headers, authorization } })));
      }
    : undefined;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        headers,
        setupClient,
        ...opts,
        requests,
      },
      (err, result) =>
        err
          ? reject(err)
          : resolve({
              title,
              p50: result.latency.p50,
              p99: result.latency.p99,
              rps: Math.round(result.requests.average),
              total: result.requests.total,
              // autocannon runs in this process: its share of a core, to show it was not the limit
              loaderCpu: cpuShare(process.cpuUsage(cpu0), performance.now() - t0),
              codes: [...codes].map(([c, n]) => `${c}×${n}`).join(' '),
            }),
    );
  });
}

/** Every measurement against one running server; `tokens`: one member per connection. */
async function measure({ base, pgid }, tokens) {
  const login = await post(base, '/api/login_pc', { name: 'demo888', password: 'demo888' });
  if (login.code !== 200) throw new Error(`demo login failed: ${login.code} ${login.message}`);
  const authorization = `Bearer ${login.data.api_token}`;
  const headers = { 'content-type': 'application/json', authorization };

  // Latency targets first, on a fresh server, after a short warm-up (discarded) so the JIT has
  // compiled the hot path.
  const balanceLoad = { url: base, path: '/api/balance', headers: { authorization }, rate: TARGETS.balanceRate };
  await pacedLoad({ ...balanceLoad, seconds: 4 });
  const paced = [
    {
      title: `balance @ ${TARGETS.balanceRate} req/s`,
      target: TARGETS.balanceP99,
      ...(await costed(pgid, () => pacedLoad({ ...balanceLoad, seconds: SECONDS }))),
    },
  ];
  if (TARGETS.transferRate) {
    const transferLoad = {
      url: base,
      path: '/api/transfer',
      headers: { authorization },
      bodies: TRANSFER_BODIES,
      rate: TARGETS.transferRate,
    };
    await pacedLoad({ ...transferLoad, seconds: 3 });
    paced.push({
      title: `transfer @ ${TARGETS.transferRate} req/s`,
      target: TARGETS.transferP99,
      ...(await costed(pgid, () => pacedLoad({ ...transferLoad, seconds: SECONDS }))),
    });
  }

  const max = [];
  max.push(await costed(pgid, () => cannon(base, headers, 'balance (max)', { path: '/api/balance' }, tokens)));
  max.push(await costed(pgid, () => cannon(base, headers, 'balancelist (max)', { path: '/api/balancelist' }, tokens)));
  max.push(
    await costed(pgid, () =>
      cannon(
        base,
        headers,
        'transfer (max, 1 yuan in/out)',
        { requests: TRANSFER_BODIES.map((body) => ({ path: '/api/transfer', body })) },
        tokens,
      ),
    ),
  );
  return { paced, max };
}

const pad = (v, n) => String(v).padStart(n);
const cpuShare = (cpu, wallMs) => Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100) / 100;
/** The machine's load averages (1, 5, 15 min): the figures mean little when others share the cores. */
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
const loadAtStart = load();

function printPaced(label, paced) {
  for (const p of paced) {
    console.log(
      `${label}${p.title}, paced open loop: p50 ${p.p50} ms, p99 ${p.p99} ms, max ${p.max} ms, ${p.rate} req/s achieved, ` +
        `${p.errors} errors, codes ${p.codes} (loader: send lateness p99 ${p.lateP99} ms, ${Math.round(p.loaderCpu * 100)}% of a core; ` +
        `CPU per request: server ${p.serverCpuMs ?? '?'} ms${p.dbCpuMs !== null ? `, PostgreSQL ${p.dbCpuMs} ms` : ''}) — ` +
        `${p.p99 <= p.target ? 'within' : 'ABOVE'} the ${p.target} ms target`,
    );
  }
}

/** One member per connection (`count` of them), made in the (emptied) database with the fleet proof's setup; their tokens. */
async function fleetMembers(count = CONNECTIONS) {
  const setup = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/fleet/fleet-cli.ts', 'setup', String(count)], {
    env: { ...process.env, DATABASE_URL, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  if (setup.status !== 0) throw new Error(`member setup failed: ${setup.stderr}`);
  return JSON.parse(setup.stdout.trim().split('\n').pop()).members.map((m) => m.token);
}

async function resetPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/**
 * Members for the two sides of eventsCost: each side its own, so that two servers loaded at once
 * (BENCH_TOGETHER) never wait on each other's wallet rows. With the same members on both, a
 * transfer on one waited for the other's lock on the same wallet, and the two servers' figures
 * moved together: rounds of 8,700 transfers beside 6,900, now on one side, now on the other.
 */
async function sideMembers() {
  const tokens = await fleetMembers(2 * CONNECTIONS);
  return { on: tokens.slice(0, CONNECTIONS), off: tokens.slice(CONNECTIONS) };
}

/**
 * Events on vs off: two servers (1 worker each) on the same database, loaded one at a time in
 * alternating rounds (on, off, off, on, …) so the machine's noise falls on both alike; the
 * ratio of the medians is the cost of the outbox row and the NOTIFY per money call.
 */
async function eventsCost(tokens, what = { name: 'live-money events', on: { PUSH_EVENTS: '1' }, off: { PUSH_EVENTS: '0' }, target: 0.9 }) {
  // The profile is written as the process exits (the server's shutdown ends with process.exit).
  const profiled = (mode) => [
    ...(CPU_PROF ? ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${resolve(CPU_PROF, mode)}`] : []),
    ...(GC ? ['--trace-gc-nvp'] : []),
  ];
  const rounds = { on: [], off: [] };
  const headers = { 'content-type': 'application/json' };
  const scrapes = { done: 0, failed: 0 };
  // Two halves, the servers started afresh in the other order for the second: the server started
  // first (it migrates and seeds the database) carried ~3 % fewer transfers than the second with
  // both alike (BENCH_SAME=1: 95.4 % started first, 101.6 % started second), a bias of the
  // position that would fall on one side only.
  const halves =
    ROUNDS > 1
      ? [
          ['on', 'off'],
          ['off', 'on'],
        ]
      : [['on', 'off']];
  let round = 0;
  for (const [h, startOrder] of halves.entries()) {
    const servers = {};
    // The members change sides with the halves too, so whatever one set of wallet rows costs
    // (where they sit in the table, in its pages) falls on both sides alike.
    const members = h === 0 ? tokens : { on: tokens.off, off: tokens.on };
    for (const mode of startOrder) servers[mode] = await startServer({ DATABASE_URL, DATA_DIR: ':memory:', ...what[mode] }, profiled(mode));
    // The metrics' cost includes being read: a scrape every SCRAPE_MS.
    const scraper =
      what.scrape && SCRAPE_MS > 0
        ? setInterval(
            () =>
              void fetch(what.scrape)
                .then((r) => r.text().then(() => (r.ok ? scrapes.done++ : scrapes.failed++)))
                .catch(() => scrapes.failed++),
            SCRAPE_MS,
          )
        : null;
    const transfers = async (mode, title) => {
      const from = servers[mode].output.text.length;
      const result = await costed(servers[mode].pgid, () =>
        cannon(
          servers[mode].base,
          headers,
          title,
          { requests: TRANSFER_BODIES.map((body) => ({ path: '/api/transfer', body })), ...(RATE > 0 ? { overallRate: RATE } : {}) },
          members[mode],
        ),
      );
      return { ...result, gc: GC ? gcPerTransfer(servers[mode].output.text.slice(from), result.total) : null };
    };
    try {
      // Loaded together, both warm up together: one after the other, the first sat idle through
      // the second's warm-up, past the pool's idle limit, and paid its connections' set-up
      // (SCRAM) again in the first round (PostgreSQL's log: 50 connections opened for it, 32 for
      // the other, in 4 rounds).
      if (TOGETHER) await Promise.all(['on', 'off'].map((mode) => transfers(mode, `${mode} warm-up`)));
      else for (const mode of ['on', 'off']) await transfers(mode, 'warm-up');
      const last = h === halves.length - 1 ? ROUNDS : Math.ceil(ROUNDS / halves.length);
      for (; round < last; round++) {
        if (TOGETHER) {
          // Both at once: every moment of the machine's load falls on both alike.
          // Which of the two autocannons starts first alternates too.
          const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
          const results = await Promise.all(order.map((mode) => transfers(mode, `${mode} ${round + 1}`)));
          order.forEach((mode, i) => rounds[mode].push(results[i]));
        } else
          for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on'])
            rounds[mode].push(await transfers(mode, `${mode} ${round + 1}`));
      }
    } finally {
      if (scraper) clearInterval(scraper);
      await Promise.all(Object.values(servers).map((server) => server.stop()));
    }
  }
  // The middle value, or the mean of the two middle ones (an even number of rounds).
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length / 2;
    return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
  };
  console.log(
    `\nTransfers with ${what.name} on and off — PostgreSQL, 1 worker each, ${CONNECTIONS} connections (one member each, each side its own members), ${ROUNDS} rounds of ${SECONDS} s ${TOGETHER ? 'both loaded at once' : 'alternating'}, the servers started afresh in the other order and the sides' members swapped after round ${Math.ceil(ROUNDS / 2)}, loopback`,
  );
  console.log(`machine: ${loadAtStart} at the start, ${load()} at the end (2 cores, shared by the API, PostgreSQL and the loader)\n`);
  for (const mode of ['on', 'off'])
    console.log(
      `${mode.padEnd(3)}  req/s ${rounds[mode].map((r) => pad(r.rps, 5)).join(' ')}  median ${pad(Math.round(median(rounds[mode].map((r) => r.rps))), 5)}` +
        `   CPU ms per transfer, API ${median(rounds[mode].map((r) => r.serverCpuMs)).toFixed(3)} / PostgreSQL ${median(rounds[mode].map((r) => r.dbCpuMs)).toFixed(3)}` +
        `   codes ${rounds[mode].map((r) => r.codes).join(' ')}`,
    );
  const ratio = median(rounds.on.map((r) => r.rps)) / median(rounds.off.map((r) => r.rps));
  // Each round's two runs are back to back: their ratio shares the machine's load of the moment.
  const pairs = rounds.on.map((r, i) => r.rps / rounds.off[i].rps);
  const cpu = (mode) => median(rounds[mode].map((r) => r.serverCpuMs ?? NaN));
  // The CPU a transfer costs each server in the same round: the figure a loaded machine disturbs
  // least (its spread across rounds, next to a BENCH_SAME=1 run's, says what it can resolve).
  const cpuPairs = rounds.on.map((r, i) => (r.serverCpuMs ?? NaN) / (rounds.off[i].serverCpuMs ?? NaN));
  console.log(
    `per round, on / off: ${pairs.map((p) => p.toFixed(3)).join(' ')} (median ${median(pairs).toFixed(3)}); ` +
      `API CPU per transfer on / off: ${(cpu('on') / cpu('off')).toFixed(3)}`,
  );
  console.log(
    `per round, API CPU per transfer on / off: ${cpuPairs.map((p) => p.toFixed(3)).join(' ')} ` +
      `(median ${median(cpuPairs).toFixed(3)}, ${Math.min(...cpuPairs).toFixed(3)}–${Math.max(...cpuPairs).toFixed(3)})`,
  );
  // Where the server's CPU went, by thread, over all rounds: a CPU profile sees the main thread only.
  for (const mode of ['on', 'off']) {
    const byThread = new Map();
    let transfers = 0;
    for (const r of rounds[mode]) {
      transfers += r.sent ?? r.total ?? 0;
      for (const [name, ms] of r.threads ?? []) byThread.set(name, (byThread.get(name) ?? 0) + ms);
    }
    const top = [...byThread].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
    console.log(
      `${mode.padEnd(3)}  API CPU µs per transfer by thread: ${top.map(([name, ms]) => `${name} ${Math.round((ms / transfers) * 1000)}`).join(', ')}`,
    );
  }
  if (GC)
    for (const mode of ['on', 'off'])
      console.log(
        `${mode.padEnd(3)}  KB per transfer, allocated / promoted: ${rounds[mode].map((r) => `${r.gc.allocated.toFixed(1)}/${r.gc.promoted.toFixed(2)}`).join(' ')}` +
          `  median ${median(rounds[mode].map((r) => r.gc.allocated)).toFixed(1)} / ${median(rounds[mode].map((r) => r.gc.promoted)).toFixed(2)}`,
      );
  if (what.scrape) console.log(`scrapes of the metrics every ${SCRAPE_MS} ms: ${scrapes.done} answered, ${scrapes.failed} failed`);
  console.log(
    `${what.name} on carry ${(ratio * 100).toFixed(1)} % of the transfers of ${what.name} off — ${ratio >= what.target ? 'within' : 'OUTSIDE'} the ${Math.round((1 - what.target) * 100)} % target`,
  );
}

/**
 * KB allocated and promoted per transfer from `--trace-gc-nvp` lines (one per collection, of the
 * server's main isolate: the most frequent address). A round's first and last collections fall
 * mid-way, so a figure is within a collection's worth (~12 MB) of the truth over the round.
 */
function gcPerTransfer(text, transfers) {
  const lines = text.split('\n').filter((l) => l.includes(' allocated='));
  const isolate = (l) => /^\[\d+:(0x[0-9a-f]+)\]/.exec(l)?.[1];
  const seen = new Map();
  for (const l of lines) seen.set(isolate(l), (seen.get(isolate(l)) ?? 0) + 1);
  const main = [...seen].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sum = (field) =>
    lines.filter((l) => isolate(l) === main).reduce((n, l) => n + Number(new RegExp(` ${field}=(\\d+)`).exec(l)?.[1] ?? 0), 0);
  return { allocated: sum('allocated') / 1024 / transfers, promoted: sum('promoted') / 1024 / transfers };
}

if (METRICS) {
  if (!POSTGRES || !DATABASE_URL)
    throw new Error('--metrics runs on PostgreSQL: add --postgres and BENCH_DATABASE_URL (that database is emptied)');
  await resetPostgres(DATABASE_URL);
  const { freePort } = await import('../fleet/prometheus.mjs');
  const port = await freePort();
  // BENCH_SAME=1: both servers without metrics, the same rounds — what the machine's noise alone
  // makes of the ratio.
  const same = process.env.BENCH_SAME === '1';
  const more = (name) => (process.env[name] ? JSON.parse(process.env[name]) : {});
  await eventsCost(await sideMembers(), {
    name: same ? 'metrics (both off: the noise)' : 'metrics',
    on: { ...(same ? {} : { METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' }), ...more('BENCH_ON_ENV') },
    off: more('BENCH_OFF_ENV'),
    scrape: same ? null : `http://127.0.0.1:${port}/metrics`,
    target: 0.97,
  });
  process.exit(0);
}

if (EVENTS) {
  if (!POSTGRES || !DATABASE_URL)
    throw new Error('--events runs on PostgreSQL: add --postgres and BENCH_DATABASE_URL (that database is emptied)');
  await resetPostgres(DATABASE_URL);
  await eventsCost(await sideMembers());
  process.exit(0);
}

if (!POSTGRES) {
  const server = await startServer({ DATA_DIR: ':memory:' });
  const { paced, max } = await measure(server);
  await server.stop();
  console.log(
    `\nAPI load benchmark — ${SECONDS} s per call, ${CONNECTIONS} connections, embedded PostgreSQL, server in its own process, loopback`,
  );
  console.log(`machine: ${loadAtStart} at the start, ${load()} at the end (2 cores)\n`);
  console.log('call                              p50 ms   p99 ms   req/s  server CPU ms/req   business codes');
  for (const r of max)
    console.log(
      `${r.title.padEnd(32)} ${pad(r.p50, 7)} ${pad(r.p99, 8)} ${pad(r.rps, 7)}  ${pad(r.serverCpuMs ?? '?', 17)}   ${r.codes} (autocannon ${Math.round(r.loaderCpu * 100)}% of a core)`,
    );
  console.log('');
  printPaced('', paced);
} else {
  if (!DATABASE_URL) throw new Error('PostgreSQL mode needs BENCH_DATABASE_URL or TEST_DATABASE_URL (that database is emptied)');
  await resetPostgres(DATABASE_URL);
  const tokens = await fleetMembers();
  const runs = [];
  for (const workers of [1, 2]) {
    const server = await startServer({ DATABASE_URL, WORKERS: String(workers), DATA_DIR: ':memory:' });
    runs.push({ workers, ...(await measure(server, tokens)) });
    await server.stop();
  }
  const [one, two] = runs;
  console.log(
    `\nAPI load benchmark — PostgreSQL, ${SECONDS} s per call, ${CONNECTIONS} connections (one member each), 1 vs 2 workers (node:cluster), loopback`,
  );
  console.log(`machine: ${loadAtStart} at the start, ${load()} at the end (2 cores, shared by the API, PostgreSQL and the loaders)\n`);
  console.log('call                              1 worker: p50 ms  p99 ms   req/s  | 2 workers: p50 ms  p99 ms   req/s  | ×');
  one.max.forEach((a, i) => {
    const b = two.max[i];
    console.log(
      `${a.title.padEnd(32)} ${pad(a.p50, 16)} ${pad(a.p99, 7)} ${pad(a.rps, 7)}  | ${pad(b.p50, 17)} ${pad(b.p99, 7)} ${pad(b.rps, 7)}  | ${(b.rps / a.rps).toFixed(2)}`,
    );
  });
  for (const run of runs)
    console.log(`  (business codes, ${run.workers} worker(s): ${run.max.map((r) => `${r.title.split(' ')[0]} ${r.codes}`).join('; ')})`);
  console.log('  CPU ms per request (API / PostgreSQL), autocannon share of a core:');
  one.max.forEach((a, i) => {
    const b = two.max[i];
    console.log(
      `    ${a.title.padEnd(30)} 1 worker ${a.serverCpuMs} / ${a.dbCpuMs}, ${Math.round(a.loaderCpu * 100)}%   2 workers ${b.serverCpuMs} / ${b.dbCpuMs}, ${Math.round(b.loaderCpu * 100)}%`,
    );
  });
  console.log('');
  printPaced('1 worker:  ', one.paced);
  printPaced('2 workers: ', two.paced);
  for (const name of ['balance', 'transfer']) {
    const i = one.max.findIndex((r) => r.title.startsWith(name));
    const ratio = two.max[i].rps / one.max[i].rps;
    console.log(
      `${name}: 2 workers carry ${ratio.toFixed(2)}× the throughput of 1 worker — ${ratio >= TARGETS.scale ? 'meets' : 'BELOW'} the ${TARGETS.scale}× target`,
    );
  }
}
process.exit(0);
