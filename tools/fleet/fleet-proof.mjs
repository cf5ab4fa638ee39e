#!/usr/bin/env node
/**
 * The fleet proof (docs/architecture.md, State and scaling): several API instances on one database, ≥ 1,000 concurrent
 * mixed money calls spread over them, one instance SIGKILLed in the middle and started again,
 * every unanswered call retried with its Idempotency-Key on the other instance; then the books
 * must be exact. Prints the figures; exits 1 when any check fails.
 *
 *   PostgreSQL (TEST_DATABASE_URL or FLEET_DATABASE_URL; that database is EMPTIED first): 2 instances
 *   otherwise: the embedded database in a temporary folder, 1 instance (killed and restarted)
 *
 *   node tools/fleet/fleet-proof.mjs
 *
 * Traffic goes only to 127.0.0.1. The database side (setup, reading the books) is
 * apps/api/src/fleet/fleet-cli.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { createOperatorAccount, signInOperator } from '../operator-account.mjs';
import { judge } from './judge.mjs';
import { createLoad } from './load.mjs';
import { askPrometheus, freePort, PROMETHEUS, prometheusVerdict, startPrometheus } from './prometheus.mjs';
import { watchStreams } from './streams.mjs';

const DATABASE_URL = process.env.FLEET_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const POSTGRES = Boolean(DATABASE_URL);
const INSTANCES = POSTGRES ? Math.max(2, Number(process.env.FLEET_INSTANCES ?? 2)) : 1;
const MEMBERS = Number(process.env.FLEET_MEMBERS ?? 24);
/** CI runs this every time: the whole proof, start-ups included, must end well inside this. */
const TIME_LIMIT_MS = 170_000;
const START_TIMEOUT_MS = 60_000;
const began = Date.now();
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
const log = (text) => console.log(`[fleet ${elapsed()}] ${text}`);

const watchdog = setTimeout(() => {
  console.error(`fleet proof: FAILED — not finished within ${TIME_LIMIT_MS / 1000} s`);
  stopAll('SIGKILL');
  process.exit(1);
}, TIME_LIMIT_MS);
watchdog.unref();

const dataDir = POSTGRES ? undefined : mkdtempSync(join(tmpdir(), 'h5-fleet-db-'));
// Pictures are drawn on an instance's first start; one shared folder draws them once.
const filesDir = join(tmpdir(), 'h5-fleet-files');
mkdirSync(filesDir, { recursive: true });
const serverEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  NODE_ENV: 'production',
  // Production does not start without its sealing key: one of this run, every instance the same.
  ACCOUNT_SECRET_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  WORKERS: '1',
  DEMO_AUTO_APPROVE_SECONDS: '0',
  FILES_DIR: filesDir,
  // Every call comes from 127.0.0.1 and members withdraw many times at once: the secret
  // throttle (its own suite proves it) would refuse the money calls this proof is about.
  SECRET_RATE_PER_MEMBER: '100000',
  SECRET_RATE_PER_IP: '100000',
  AUTH_RATE_PER_IP: '100000',
  // A thousand calls are sent at once: they queue for the pool longer than the 5 s a call may
  // normally wait (its overload refusal has its own test, db/faults/postgres-overload.test.ts).
  // The database cut is refused at once regardless.
  DB_CONNECT_TIMEOUT_MS: '30000',
  ...(POSTGRES ? { DATABASE_URL } : { DATA_DIR: dataDir, DATABASE_URL: '', DATABASE: 'embedded' }),
};

/** @type {Array<{ name: string, proc: import('node:child_process').ChildProcess, base: string, alive: boolean, stderr: string }>} */
const instances = [];

/** PostgreSQL: the proxy between instance A and the database (the database cut). */
let cutProxy = null;
const CUT_INSTANCE = 'A';
/** Each instance's metrics port, kept across its restart (Prometheus scrapes a fixed list). */
const metricsPorts = new Map();

function startInstance(name) {
  const base = metricsPorts.has(name)
    ? { ...serverEnv, METRICS_PORT: String(metricsPorts.get(name)), METRICS_HOST: '127.0.0.1' }
    : serverEnv;
  const env = cutProxy && name === CUT_INSTANCE ? { ...base, DATABASE_URL: cutProxy.urlFor(DATABASE_URL) } : base;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const inst = { name, proc, base: '', alive: false, stderr: '' };
  proc.stderr.on('data', (chunk) => (inst.stderr = (inst.stderr + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${name} did not start in time\n${inst.stderr}`)), START_TIMEOUT_MS);
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const address = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (address && !inst.alive) {
        clearTimeout(timer);
        inst.base = address;
        inst.alive = true;
        resolve(inst);
      }
    });
    proc.on('exit', (code, signal) => {
      inst.alive = false;
      clearTimeout(timer);
      reject(new Error(`instance ${name} exited (${signal ?? code}) before listening\n${inst.stderr}`));
    });
  });
}

function stopAll(signal) {
  for (const inst of instances) if (inst.proc.exitCode === null) inst.proc.kill(signal);
}
process.on('exit', () => stopAll('SIGKILL'));

function dbCli(args) {
  const env = { ...serverEnv, NODE_ENV: 'test' };
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/fleet/fleet-cli.ts', ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (res.status !== 0) throw new Error(`fleet-cli ${args[0]} failed:\n${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop());
}

async function resetPostgres() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/** The orders waiting for the operator now, as the database holds them. */
async function waitingInDatabase() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const count = async (table) => Number((await client.query(`SELECT count(*)::int AS n FROM ${table} WHERE state = 1`)).rows[0].n);
    return { waitingNow: await count('withdrawals'), depositsWaitingNow: await count('deposits') };
  } finally {
    await client.end();
  }
}

async function main() {
  log(
    POSTGRES
      ? `PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}, ${INSTANCES} instances`
      : `embedded database in ${dataDir}, 1 instance`,
  );
  if (POSTGRES) await resetPostgres();
  const setup = dbCli(['setup', String(MEMBERS)]);
  log(`set up ${setup.members.length} members (+1 for the revocation check)`);
  // The load decides as a finance operator of its own (the command line's account, password + TOTP).
  const finance = createOperatorAccount(serverEnv, 'finance', 'fleet');

  if (POSTGRES) {
    const { startTcpProxy } = await tsImport('../../apps/api/src/db/faults/tcp-proxy.ts', import.meta.url);
    const target = new URL(DATABASE_URL);
    cutProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  }
  const names = ['A', 'B', 'C', 'D'];
  // PostgreSQL: Debian's Prometheus scrapes the instances through the load (CI installs it).
  let prom = null;
  if (POSTGRES) {
    for (const name of names.slice(0, INSTANCES)) metricsPorts.set(name, await freePort());
    const promStarted = Date.now();
    prom = await startPrometheus([...metricsPorts.values()].map((p) => `127.0.0.1:${p}`));
    if (!prom && process.env.CI === 'true') throw new Error(`${PROMETHEUS} is missing: CI installs Debian's prometheus`);
    log(
      prom
        ? `Prometheus ${prom.base} up in ${Date.now() - promStarted} ms, scraping ${metricsPorts.size} instances each second`
        : 'Prometheus not installed: its checks are skipped',
    );
  }
  instances.push(...(await Promise.all(Array.from({ length: INSTANCES }, (_, i) => startInstance(names[i])))));
  log(`instances up: ${instances.map((i) => `${i.name} ${i.base} (pid ${i.proc.pid})`).join(', ')}`);

  // Live money: every member's stream open on every instance through the load, the kill and the cut.
  const watch = watchStreams({ instances, members: setup.members });
  const dbCut = cutProxy ? { index: names.indexOf(CUT_INSTANCE), proxy: cutProxy } : undefined;
  const operator = await signInOperator(instances[0].base, finance);
  log(`operator ${finance.username} (finance) signed in with password + TOTP`);
  const load = createLoad({ instances, operator, members: setup.members, restart: startInstance, log, dbCut });
  const loadStarted = Date.now();
  const run = await load.run();
  log(`load done: ${run.calls} calls (${run.memberCalls} member money calls, ${run.operatorCalls} operator calls) in ${run.loadSeconds} s`);

  const replay = await load.replayAnsweredBeforeKill();
  log(`replayed ${replay.replayed} calls answered 200 before the kill on another instance: ${replay.identical} identical answers`);

  let promFigures = null;
  if (prom) {
    const asked = Date.now();
    promFigures = await askPrometheus(prom, {
      since: loadStarted,
      streamsExpected: setup.members.length * instances.length,
      ...(await waitingInDatabase()),
    });
    const f = promFigures;
    log(
      `asked Prometheus in ${Date.now() - asked} ms: ${f.rate.toFixed(1)} req/s, ${f.moneyCalls.toFixed(0)} money calls, p99 ${(f.p99 * 1000).toFixed(0)} ms, streams ${f.streams}/${f.streamsExpected}, withdrawals waiting ${f.waiting}/${f.waitingNow} (peak ${f.peakWaiting}), deposits waiting ${f.depositsWaiting}/${f.depositsWaitingNow}`,
    );
  }

  const streams = await watch.settle();
  log(
    `streams: ${streams.opened} opened, ${streams.reopened} reopened after an end, ${streams.refused} refused; ${streams.events} money events read; ${streams.compared} compared with /api/balance`,
  );

  const revocation = await load.revocationCheck(setup.revoker);
  log(`session revoked on ${revocation.revokedOn}: refused at once on ${revocation.checkedOn} (${revocation.codeAfter})`);

  const avatar = await load.avatarCheck(setup.members[1]);
  log(
    `avatar uploaded on ${avatar.uploadedOn}, fetched from ${avatar.servedBy}: HTTP ${avatar.status}${avatar.same ? ', same bytes' : ''}`,
  );

  const shutdown = await load.gracefulShutdown(setup.members[0]);
  log(
    `SIGTERM under load: exit ${shutdown.exitCode} after ${shutdown.ms} ms; ${shutdown.answered} in-flight answered, ${shutdown.refused} refused, ${shutdown.cut} cut`,
  );

  stopAll('SIGTERM');
  await Promise.all(
    instances.map((i) => (i.proc.exitCode === null && i.proc.signalCode === null ? new Promise((r) => i.proc.on('exit', r)) : null)),
  );
  const books = dbCli(['check', setup.members.map((m) => m.id).join(',')]);
  const verdict = judge({ run, replay, revocation, avatar, shutdown, books, streams });
  if (promFigures) {
    const seen = prometheusVerdict(promFigures, run);
    verdict.lines.push(...seen.lines);
    verdict.failures.push(...seen.failures);
  }
  await prom?.close();
  for (const line of verdict.lines) console.log(line);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await cutProxy?.close();
  if (verdict.failures.length > 0) {
    console.error(`\nfleet proof: FAILED (${verdict.failures.length})\n  - ${verdict.failures.join('\n  - ')}`);
    process.exit(1);
  }
  console.log(`\nfleet proof: passed in ${elapsed()}`);
  process.exit(0);
}

main().catch((err) => {
  console.error('fleet proof: FAILED —', err);
  stopAll('SIGKILL');
  process.exit(1);
});
