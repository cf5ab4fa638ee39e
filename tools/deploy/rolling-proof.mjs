#!/usr/bin/env node
// The rolling-update proof (docs/operations.md "Behind a load balancer"): Debian's HAProxy with
// deploy/haproxy.cfg in front of two built instances (dist/apps/api/main.js, plain node) on the
// PostgreSQL of TEST_DATABASE_URL (emptied first). The migrate step runs first; the instances
// start with MIGRATE_ON_START=0. Under 20 transfer loops through HAProxy, each instance in turn
// gets SIGTERM (it drains), exits, and a new one starts on its port. Passes when no request
// failed (every answer an envelope, no 5xx, no connection error), each instance exited 0, and
// the member's money is whole (main wallet + venue = what it started with).
//   TEST_DATABASE_URL=postgres://… node tools/deploy/rolling-proof.mjs   (~25 s; skipped without it)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const LOOPS = 20;
const TIME_LIMIT_MS = 180_000;
const t0 = Date.now();
const say = (msg) => console.log(`[rolling ${((Date.now() - t0) / 1000).toFixed(1)} s] ${msg}`);

if (!DATABASE_URL) {
  console.log('rolling proof: skipped (set TEST_DATABASE_URL=postgres://… to run it)');
  process.exit(0);
}
if (spawnSync('haproxy', ['-v']).error) {
  // .ci/run installs it and sets REQUIRE_HAPROXY=1: there a missing HAProxy is a failure.
  console.error('rolling proof: haproxy not found (apt-get install haproxy)');
  process.exit(process.env.REQUIRE_HAPROXY === '1' ? 1 : 0);
}
const children = new Set();
const stopAll = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
};
process.on('exit', stopAll);
setTimeout(() => {
  console.error('rolling proof: time limit reached');
  process.exit(1);
}, TIME_LIMIT_MS).unref();

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// 1. Build, empty the database, run the migrate step.
const build = spawnSync(process.execPath, [join(ROOT, 'tools/build-api.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const reset = new pg.Client({ connectionString: DATABASE_URL });
await reset.connect();
await reset.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
await reset.end();
const filesDir = mkdtempSync(join(tmpdir(), 'h5-rolling-files-'));
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL,
  HOST: '127.0.0.1',
  WORKERS: '1',
  LOG_LEVEL: 'warn',
  FILES_DIR: filesDir,
  // One demo member carries the load; its money is counted at the end.
  DEMO: '1',
  DEMO_AUTO_APPROVE_SECONDS: '0',
  ADMIN_TOKEN: randomBytes(24).toString('base64url'),
  // The proof's operator calls use the token: a break-glass in production (docs/security.md "Operators").
  ADMIN_BREAK_GLASS: '1',
  MIGRATE_ON_START: '0',
  TRUSTED_PROXIES: '127.0.0.1',
  SECRET_RATE_PER_IP: '100000',
  AUTH_RATE_PER_IP: '100000',
};
delete serverEnv.NODE_OPTIONS;
const step = spawnSync(process.execPath, [join(ROOT, 'dist/apps/api/migrate.js')], { env: serverEnv, encoding: 'utf8' });
if (step.status !== 0) {
  console.error(`migrate step failed:\n${step.stdout}${step.stderr}`);
  process.exit(1);
}
say(step.stdout.trim().slice(0, 120));

// 2. Two instances, HAProxy in front.
function startInstance(name, port) {
  const proc = spawn(process.execPath, [join(ROOT, 'dist/apps/api/main.js')], {
    env: { ...serverEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  let out = '';
  proc.stdout.on('data', (c) => (out += c));
  proc.stderr.on('data', (c) => (out += c));
  const exited = new Promise((resolve) => proc.on('exit', (code, signal) => resolve(signal ?? code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${name} did not start:\n${out}`)), 60_000);
    proc.stdout.on('data', () => {
      if (/listening on/.test(out)) {
        clearTimeout(timer);
        resolve({ name, port, proc, exited, output: () => out });
      }
    });
    void exited.then((code) => reject(new Error(`instance ${name} exited (${code}) before listening:\n${out}`)));
  });
}
const ports = { a: await freePort(), b: await freePort() };
const instances = { a: await startInstance('a', ports.a) };
instances.b = await startInstance('b', ports.b);
const sitePort = await freePort();
const statsPort = await freePort();
const haproxy = spawn('haproxy', ['-db', '-f', join(ROOT, 'deploy/haproxy.cfg')], {
  env: {
    ...process.env,
    HAPROXY_BIND: `127.0.0.1:${sitePort}`,
    HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
    API_A: `127.0.0.1:${ports.a}`,
    API_B: `127.0.0.1:${ports.b}`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.add(haproxy);
const SITE = `http://127.0.0.1:${sitePort}`;

/** HAProxy's view of a server: UP, DOWN, … (the stats page as CSV). */
async function serverStatus(name) {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
  const row = csv.split('\n').find((line) => line.startsWith(`api,${name},`));
  if (!row) return 'unknown';
  const header = csv.split('\n')[0].replace(/^# /, '').split(',');
  return row.split(',')[header.indexOf('status')];
}
async function waitFor(what, check, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
await waitFor('both instances UP in HAProxy', async () => (await serverStatus('a')) === 'UP' && (await serverStatus('b')) === 'UP');
say('HAProxy up, both instances UP');

// 3. Load through HAProxy.
const post = (path, body, token) =>
  fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const login = await (await post('/api/login_pc', { name: 'demo888', password: 'demo888' })).json();
const token = login.data.api_token;
const moneyOf = async () => {
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  const { rows } = await c.query(
    `SELECT (SELECT balance FROM users WHERE username = 'demo888')::bigint +
            (SELECT coalesce(sum(v.balance), 0) FROM venue_accounts v JOIN users u ON u.id = v.user_id WHERE u.username = 'demo888')::bigint AS total`,
  );
  await c.end();
  return Number(rows[0].total);
};
const moneyBefore = await moneyOf();
let sending = true;
const result = { ok: 0, refused: 0, failed: [] };
const loop = async (i) => {
  let toVenue = i % 2 === 0;
  while (sending) {
    const body = toVenue
      ? { sourcetype: 'userbalance', targettype: 'ag', amount: 1 }
      : { sourcetype: 'ag', targettype: 'userbalance', amount: 1 };
    try {
      const res = await post('/api/transfer', body, token);
      const text = await res.text();
      let env = null;
      try {
        env = JSON.parse(text);
      } catch {
        // not an envelope
      }
      if (res.status !== 200 || !env || typeof env.code !== 'number' || env.code === 503 || env.code === 500)
        result.failed.push(`HTTP ${res.status} ${text.slice(0, 80)}`);
      else if (env.code === 200) result.ok++;
      else result.refused++;
    } catch (err) {
      result.failed.push(err.cause?.code ?? err.message);
    }
    toVenue = !toVenue;
  }
};
const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));

// A live-money stream through HAProxy, reopened whenever it ends, as the web client does: the
// instance it is on is told to close it (`shutdown`) before it exits.
const streams = { opened: 0, shutdown: 0, otherEnds: [], refused: [], open: false };
let streamsOn = true;
let current = null;
const openStream = () => {
  if (!streamsOn) return;
  const req = http.get(`${SITE}/api/stream`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
    if (res.statusCode !== 200) {
      streams.refused.push(res.statusCode);
      res.resume();
      setTimeout(openStream, 200);
      return;
    }
    streams.opened++;
    streams.open = true;
    let text = '';
    let closedFor = null;
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      text += chunk;
      const m = /event: closed\ndata: (\{[^\n]*\})/.exec(text);
      if (m) closedFor = JSON.parse(m[1]).reason;
    });
    res.on('close', () => {
      streams.open = false;
      if (!streamsOn) return;
      if (closedFor === 'shutdown') streams.shutdown++;
      else streams.otherEnds.push(closedFor ?? 'cut without a closed event');
      setTimeout(openStream, 200);
    });
  });
  req.on('error', (err) => {
    if (!streamsOn) return;
    streams.refused.push(err.code ?? err.message);
    setTimeout(openStream, 200);
  });
  current = req;
};
openStream();
await new Promise((r) => setTimeout(r, 2_000));

// 4. Restart each instance in turn.
const restarts = [];
for (const name of ['a', 'b']) {
  const old = instances[name];
  const okBefore = result.ok;
  const termAt = Date.now();
  old.proc.kill('SIGTERM');
  await waitFor(`HAProxy to mark ${name} down`, async () => (await serverStatus(name)).startsWith('DOWN'));
  const downAfter = Date.now() - termAt;
  const code = await old.exited;
  const exitAfter = Date.now() - termAt;
  instances[name] = await startInstance(name, ports[name]);
  await waitFor(`HAProxy to mark the new ${name} up`, async () => (await serverStatus(name)) === 'UP', 60_000);
  const upAfter = Date.now() - termAt;
  restarts.push({ name, code, downAfter, exitAfter, upAfter, answered: result.ok - okBefore });
  say(
    `${name}: SIGTERM → marked DOWN in ${downAfter} ms, exited ${code} after ${exitAfter} ms, new one UP after ${upAfter} ms; ` +
      `${result.ok - okBefore} transfers answered meanwhile, ${result.failed.length} failed so far`,
  );
}
await new Promise((r) => setTimeout(r, 1_000));
sending = false;
await Promise.all(loops);
const streamOpenAtEnd = streams.open;
streamsOn = false;
current?.destroy();
say(
  `stream: opened ${streams.opened} times, told to reconnect (shutdown) ${streams.shutdown} times, ` +
    `${streams.otherEnds.length} other ends, ${streams.refused.length} refused opens, open at the end: ${streamOpenAtEnd}`,
);
const moneyAfter = await moneyOf();
say(
  `${result.ok} transfers done, ${result.refused} refused by the rules, ${result.failed.length} failed; ` +
    `money ${moneyBefore} → ${moneyAfter} fen`,
);
for (const inst of Object.values(instances)) inst.proc.kill('SIGINT');
await Promise.all(Object.values(instances).map((i) => i.exited));
haproxy.kill('SIGTERM');

const problems = [];
if (result.failed.length > 0)
  problems.push(`${result.failed.length} requests failed: ${[...new Set(result.failed)].slice(0, 5).join('; ')}`);
for (const r of restarts) if (r.code !== 0) problems.push(`instance ${r.name} exited ${r.code} on SIGTERM`);
if (moneyAfter !== moneyBefore) problems.push(`money changed: ${moneyBefore} → ${moneyAfter}`);
if (streams.shutdown < 1) problems.push('the stream was never told to reconnect (shutdown)');
if (streams.otherEnds.length > 0) problems.push(`the stream ended otherwise: ${streams.otherEnds.join(', ')}`);
if (streams.refused.length > 0) problems.push(`stream opens refused: ${streams.refused.join(', ')}`);
if (!streamOpenAtEnd) problems.push('no stream open at the end');
if (result.ok < 100) problems.push(`only ${result.ok} transfers: the load did not run`);
if (problems.length > 0) {
  console.error(`rolling proof FAILED:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
say('rolling proof passed: two restarts behind HAProxy under load, 0 failed requests, the stream moved, money whole');
process.exit(0);
