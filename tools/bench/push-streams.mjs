#!/usr/bin/env node
/**
 * Push benchmark (docs/api.md, Live money): the live-money streams of GET /api/stream under load. Starts the
 * API as its own process(es) with bare members made in the database first, then, with loader
 * and server on this machine:
 *   1. opens N concurrent streams (3 per member, as tabs), each waiting for its hello: the
 *      streams held (one instance's most, in embedded mode);
 *   2. holds them idle over a heartbeat: memory (RSS) and CPU per 1,000 idle streams;
 *   3. moves money at a fixed rate (operator adjustments of 0.01 yuan to random members) and
 *      times each event from the request that caused it being sent to each of its member's
 *      streams reading it — an upper bound of commit-to-client (the commit happens in between).
 *
 *   npm run bench:push                                  # embedded database, 1,000 streams, 200 events/s
 *   npm run bench:push -- --streams 5000 --rate 200 --seconds 20
 *   npm run bench:push -- --postgres                    # PostgreSQL, 2 instances: streams on both,
 *                                                       # events sent to both (half cross-instance)
 *
 * PostgreSQL mode uses BENCH_DATABASE_URL (else TEST_DATABASE_URL) and EMPTIES that database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createOperatorAccount, signInOperator } from '../operator-account.mjs';
import { groupCpuMs, postgresCpuMs } from './process-cpu.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const POSTGRES = process.argv.includes('--postgres');
const STREAMS = arg('streams', 1000);
const RATE = arg('rate', 200);
const SECONDS = arg('seconds', 15);
/** Longer than the server's heartbeat (20 s), so the idle cost includes one heartbeat round. */
const IDLE_SECONDS = arg('idle', 25);
const TABS = 3;
const OPEN_BATCH = 100;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const START_TIMEOUT_MS = 180_000;

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/** Resident memory (kB) of a process group: the server started detached (npx, tsx, the API). */
function groupRssKb(pgid) {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited meanwhile
    }
  }
  return kb;
}

function setUpMembers(env, count) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/fleet/fleet-cli.ts', 'members', String(count)], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`member setup failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

async function startServer(env) {
  const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DEMO: '1',
      DEMO_AUTO_APPROVE_SECONDS: '0',
      PUSH_MAX_STREAMS: String(STREAMS * 2),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
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
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  return { base, pgid: server.pid, stop };
}

/**
 * One stream read as the web client reads it (Authorization header, Server-Sent Events),
 * with node:http so the loader's own cost stays small. Calls onEvent(name, data, at).
 */
function openStream(base, token, onEvent) {
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/stream`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.resume();
        return resolve({ ok: false, status: res.statusCode, close: () => req.destroy() });
      }
      let buffer = '';
      let helloSeen = false;
      const stream = { ok: true, heartbeats: 0, closed: null, close: () => req.destroy() };
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) {
            stream.heartbeats++;
            continue;
          }
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
          if (name === 'closed') stream.closed = data.reason;
          onEvent(name, data, at);
          if (name === 'hello' && !helloSeen) {
            helloSeen = true;
            resolve(stream);
          }
        }
      });
      res.on('end', () => {
        stream.closed ??= 'ended';
        if (!helloSeen) resolve({ ok: false, status: 'ended before hello', close: () => undefined });
      });
    });
    req.on('error', (err) => resolve({ ok: false, status: err.code ?? err.message, close: () => undefined }));
  });
}

async function resetPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

const loadAtStart = load();
const memberCount = Math.ceil(STREAMS / TABS);
let dataDir;
let env;
if (POSTGRES) {
  if (!DATABASE_URL) throw new Error('PostgreSQL mode needs BENCH_DATABASE_URL or TEST_DATABASE_URL (that database is emptied)');
  await resetPostgres(DATABASE_URL);
  env = { DATABASE_URL };
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'h5-bench-push-'));
  env = { DATA_DIR: join(dataDir, 'pglite') };
}
const t0 = performance.now();
const members = setUpMembers(env, memberCount);
console.log(`${members.length} members made in ${Math.round(performance.now() - t0)} ms`);
const servers = [];
// The adjustments: a finance operator of its own, made with the command line (password + TOTP).
const finance = createOperatorAccount({ NODE_ENV: 'production', DEMO: '1', ...env }, 'finance', 'bench');
for (let i = 0; i < (POSTGRES ? 2 : 1); i++) servers.push(await startServer(env));
const operator = await signInOperator(servers[0].base, finance);
const groups = servers.map((s) => s.pgid);
const rss = () => groups.reduce((sum, g) => sum + groupRssKb(g), 0);
const cpu = () => groups.reduce((sum, g) => sum + groupCpuMs(g), 0);
// Start-up's garbage collected first: the baseline is the lowest of a few samples.
let rssBefore = Infinity;
for (let i = 0; i < 5; i++) {
  await sleep(1000);
  rssBefore = Math.min(rssBefore, rss());
}

// 1. Open the streams, in batches, each member's tabs spread over the instances.
/** Per member: balance text → when the adjustment that made it was sent, and when its streams read it. */
const sentAt = new Map();
const readAt = new Map();
const onEvent = (username) => (name, data, at) => {
  if (name !== 'money') return;
  const key = `${username} ${data.balance}`;
  const list = readAt.get(key) ?? [];
  list.push(at);
  readAt.set(key, list);
};
const streams = [];
const refused = new Map();
const openStart = performance.now();
for (let i = 0; i < STREAMS; i += OPEN_BATCH) {
  const batch = [];
  for (let j = i; j < Math.min(STREAMS, i + OPEN_BATCH); j++) {
    const member = members[Math.floor(j / TABS)];
    // The stream object itself (its counters change as it reads), with its member.
    batch.push(
      openStream(servers[j % servers.length].base, member.token, onEvent(member.username)).then((s) => Object.assign(s, { member })),
    );
  }
  for (const s of await Promise.all(batch)) {
    if (s.ok) streams.push(s);
    else refused.set(s.status, (refused.get(s.status) ?? 0) + 1);
  }
}
const openMs = performance.now() - openStart;
const held = () => streams.filter((s) => !s.closed).length;

// 2. Idle: memory and CPU per 1,000 streams.
await sleep(3000);
const cpu0 = cpu();
const beatsBefore = streams.reduce((n, s) => n + s.heartbeats, 0);
// Memory held with the streams open: the lowest sample of the idle window, as for the baseline.
let rssOpen = Infinity;
for (let t = 0; t < IDLE_SECONDS; t++) {
  await sleep(1000);
  rssOpen = Math.min(rssOpen, rss());
}
const idleCpuMs = cpu() - cpu0;
const beats = streams.reduce((n, s) => n + s.heartbeats, 0) - beatsBefore;
const heldIdle = held();

// 3. Events at a fixed rate.
const streamsOf = new Map();
for (const s of streams) streamsOf.set(s.member.username, (streamsOf.get(s.member.username) ?? 0) + 1);
let sent = 0;
let failed = 0;
const failures = new Map();
/** Request sent → answered: the money call itself (a stall there is not the stream's). */
const answered = [];
const cpu1 = cpu();
const db1 = POSTGRES ? postgresCpuMs() : null;
const eventStart = performance.now();
const total = RATE * SECONDS;
const inFlight = [];
for (let k = 0; k < total; k++) {
  const due = eventStart + (k * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 1) await sleep(wait);
  const member = members[Math.floor(Math.random() * members.length)];
  const at = performance.now();
  const base = servers[k % servers.length].base;
  inFlight.push(
    fetch(`${base}/admin/balance/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...operator },
      body: JSON.stringify({ username: member.username, amount: '0.01', reason: 'bench' }),
    })
      .then((r) => r.json())
      .then((r) => {
        if (r.code !== 200) throw new Error(r.message);
        sent++;
        const answeredAt = performance.now();
        sentAt.set(`${member.username} ${r.data.balance.toFixed(2)}`, { at, answeredAt, member: member.username });
        answered.push(answeredAt - at);
      })
      .catch((err) => {
        failed++;
        failures.set(err.message, (failures.get(err.message) ?? 0) + 1);
      }),
  );
}
await Promise.all(inFlight);
const eventWallMs = performance.now() - eventStart;
await sleep(2000);
const eventCpuMs = cpu() - cpu1;
const dbCpuMs = POSTGRES ? postgresCpuMs() - db1 : null;

const latencies = [];
/** When (s into the event phase) the slowest deliveries were sent: a stall shows as one cluster. */
const slow = [];
let expected = 0;
/** Answered → event read: a lower bound of commit → client (the answer leaves after the commit; negative: the event came first). */
const afterAnswer = [];
for (const [key, { at, answeredAt, member }] of sentAt) {
  expected += streamsOf.get(member) ?? 0;
  for (const read of readAt.get(key) ?? []) {
    latencies.push(read - at);
    afterAnswer.push(read - answeredAt);
    if (read - at > 1000) slow.push((at - eventStart) / 1000);
  }
}
latencies.sort((x, y) => x - y);
const heldEnd = held();
for (const s of streams) s.close();
for (const s of servers) await s.stop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const per1000 = (v) => (v / Math.max(1, streams.length)) * 1000;
console.log(
  `\nPush benchmark — ${POSTGRES ? 'PostgreSQL, 2 instances (streams and events spread over both)' : 'embedded database, 1 instance'}, loader and server on this machine, loopback`,
);
console.log(`machine: ${loadAtStart} at the start, ${load()} at the end (2 cores, shared)`);
console.log(
  `streams: ${streams.length} of ${STREAMS} opened in ${(openMs / 1000).toFixed(1)} s (${members.length} members, ${TABS} each)${refused.size ? `; refused: ${[...refused].map(([k, v]) => `${k}×${v}`).join(' ')}` : ''}`,
);
console.log(
  `held: ${heldIdle} after ${IDLE_SECONDS} s idle, ${heldEnd} at the end${POSTGRES ? ` (about ${Math.round(heldIdle / 2)} per instance)` : ''}`,
);
console.log(
  `idle cost per 1,000 streams: ${(per1000(rssOpen - rssBefore) / 1024).toFixed(1)} MB RSS (server ${POSTGRES ? 'processes' : 'process'}: ${(rssBefore / 1024).toFixed(0)} → ${(rssOpen / 1024).toFixed(0)} MB), ` +
    `${((per1000(idleCpuMs) / (IDLE_SECONDS * 1000)) * 100).toFixed(2)}% of a core (${idleCpuMs} ms CPU over ${IDLE_SECONDS} s; ${beats} heartbeats read)`,
);
console.log(
  `events: ${sent} of ${total} money movements at ${RATE}/s for ${SECONDS} s (took ${(eventWallMs / 1000).toFixed(1)} s), ${failed} failed${failures.size ? ` (${[...failures].map(([m, n]) => `${m}×${n}`).join('; ')})` : ''}; ` +
    `${latencies.length} of ${expected} deliveries read (${expected - latencies.length} missing)`,
);
console.log(
  `delivery, request sent → event read (≥ commit → client): p50 ${pct(latencies, 50).toFixed(1)} ms, p90 ${pct(latencies, 90).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
);
answered.sort((x, y) => x - y);
afterAnswer.sort((x, y) => x - y);
console.log(
  `delivery, answer read → event read (≤ commit → client): p50 ${pct(afterAnswer, 50).toFixed(1)} ms, p90 ${pct(afterAnswer, 90).toFixed(1)} ms, p99 ${pct(afterAnswer, 99).toFixed(1)} ms`,
);
console.log(
  `the movements themselves, request sent → answered: p50 ${pct(answered, 50).toFixed(1)} ms, p90 ${pct(answered, 90).toFixed(1)} ms, p99 ${pct(answered, 99).toFixed(1)} ms`,
);
if (slow.length) {
  console.log(
    `  deliveries over 1 s: ${slow.length}, their requests sent ${Math.min(...slow).toFixed(1)}–${Math.max(...slow).toFixed(1)} s into the event phase`,
  );
}
console.log(
  `CPU during the events: API ${(eventCpuMs / Math.max(1, sent)).toFixed(2)} ms per movement${dbCpuMs !== null ? `, PostgreSQL ${(dbCpuMs / Math.max(1, sent)).toFixed(2)} ms` : ''} (the movement itself, its outbox row and its delivery)`,
);
process.exit(0);
