#!/usr/bin/env node
/**
 * The restore drill (docs/operations.md, Backup and restore): a database dumped while money calls
 * run, restored into a new database, and the copy checked.
 *
 *   1. the database of TEST_DATABASE_URL (or RESTORE_DRILL_DATABASE_URL) is EMPTIED, seeded, given
 *      members and a book of history (ARCHIVE_MEMBERS × ARCHIVE_ROWS ledger rows);
 *   2. one API instance runs on it and members make transfers, deposits and withdrawals the whole time;
 *   3. a snapshot is taken and its counts read; `pg_dump --snapshot` dumps exactly that snapshot while
 *      the calls go on (the calls committed meanwhile are counted: the dump ran under load);
 *   4. `pg_restore` into a new database; `ledger:check` (apps/api/src/ledger-main.ts) must pass on the
 *      copy and its counts must equal the snapshot's; the source's own check passes too;
 *   5. the figures are printed, the copy dropped. Exits 1 when anything fails.
 *
 * Skipped (exit 0) without a PostgreSQL URL: the embedded database's backup is a copy of its stopped
 * folder (docs/operations.md). Needs pg_dump and pg_restore of the server's major version.
 *
 *   TEST_DATABASE_URL=postgres://… node tools/restore-drill/restore-drill.mjs
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { createOperatorAccount, signInOperator } from '../operator-account.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = process.env.RESTORE_DRILL_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const MEMBERS = Number(process.env.RESTORE_DRILL_MEMBERS ?? 16);
const ARCHIVE_MEMBERS = Number(process.env.RESTORE_DRILL_ARCHIVE_MEMBERS ?? 2_000);
const ARCHIVE_ROWS = Number(process.env.RESTORE_DRILL_ARCHIVE_ROWS ?? 50);
/** Calls in flight at once through the whole drill. */
const CONCURRENCY = 8;
const TIME_LIMIT_MS = 150_000;
const run = promisify(execFile);
const began = Date.now();
const seconds = (ms) => (ms / 1000).toFixed(2);
const log = (text) => console.log(`[restore drill ${seconds(Date.now() - began)} s] ${text}`);

if (!SOURCE) {
  console.log('restore drill: skipped (PostgreSQL only: set TEST_DATABASE_URL=postgres://…; that database is emptied)');
  process.exit(0);
}
const watchdog = setTimeout(() => fail(`not finished within ${TIME_LIMIT_MS / 1000} s`), TIME_LIMIT_MS);
watchdog.unref();

let server = null;
const failures = [];
function fail(text) {
  console.error(`restore drill: FAILED — ${text}`);
  server?.kill('SIGKILL');
  process.exit(1);
}
process.on('exit', () => server?.kill('SIGKILL'));

const targetName = `${new URL(SOURCE).pathname.slice(1)}_restored_${process.pid}`;
const TARGET = Object.assign(new URL(SOURCE), { pathname: `/${targetName}` }).toString();
const tsxNode = (script, args, env) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 64 << 20 });

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A history of settled books: each archive member ARCHIVE_ROWS adjustments of 1 yuan, chained, the balance their sum. */
async function fillArchive(client) {
  await client.query(
    `INSERT INTO users (username, password_hash, realname, invite_code, balance)
     SELECT 'archive' || g, 'x', 'Archive', 'ARC' || g, $2::bigint * 100 FROM generate_series(1, $1::int) g`,
    [ARCHIVE_MEMBERS, ARCHIVE_ROWS],
  );
  await client.query(
    `INSERT INTO ledger (user_id, kind, wallet, amount, before, after, created_at)
     SELECT u.id, 'adjust', 'main', 100, (r - 1) * 100, r * 100, now() - interval '30 days' + r * interval '1 minute'
     FROM users u CROSS JOIN generate_series(1, $1::int) r WHERE u.username LIKE 'archive%' ORDER BY u.id, r`,
    [ARCHIVE_ROWS],
  );
}

/** Production does not start without its sealing key: one of this run, for the CLI and the server alike. */
const ACCOUNT_SECRET_KEY = randomBytes(32).toString('hex');

function startServer() {
  const env = {
    ...process.env,
    DATABASE_URL: SOURCE,
    HOST: '127.0.0.1',
    PORT: '0',
    NODE_ENV: 'production',
    ACCOUNT_SECRET_KEY,
    LOG_LEVEL: 'warn',
    WORKERS: '1',
    DEMO_AUTO_APPROVE_SECONDS: '0',
    FILES_DIR: mkdtempSync(join(tmpdir(), 'h5-drill-files-')),
    SECRET_RATE_PER_MEMBER: '100000',
    SECRET_RATE_PER_IP: '100000',
    AUTH_RATE_PER_IP: '100000',
  };
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  server.stderr.on('data', (c) => (err = (err + c).slice(-4000)));
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (c) => {
      out += c;
      const base = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (base) resolve(base);
    });
    server.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening\n${err}`)));
  });
}

/** Members' money calls, CONCURRENCY at a time, until stop(); counts what was answered. */
function startLoad(base, members, operator) {
  const answered = { total: 0, ok: 0, byKind: {} };
  let stopping = false;
  const post = async (path, body, headers) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return res.json();
  };
  const plan = (m, n) =>
    [
      ['transfer', '/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 3 }],
      ['transfer', '/api/transfer', { sourcetype: 'ag', targettype: 'userbalance', amount: 2 }],
      ['recharge', '/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: 100 }],
      ['withdraw', '/api/withdraw', { amount: 100, bank: m.card, password: '654321' }],
    ][n % 4];
  const worker = async (w) => {
    for (let n = w; !stopping; n++) {
      const m = members[n % members.length];
      const [kind, path, body] = plan(m, n);
      const answer = await post(path, body, { authorization: `Bearer ${m.token}` });
      answered.total++;
      if (answer.code === 200) {
        answered.ok++;
        answered.byKind[kind] = (answered.byKind[kind] ?? 0) + 1;
        // Every other deposit asked for is approved by the operator (a credit in the ledger).
        if (kind === 'recharge' && n % 8 < 4)
          await post('/admin/deposits/decide', { order_no: answer.message, action: 'approve' }, operator);
      }
    }
  };
  const done = Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  return {
    answered,
    async stop() {
      stopping = true;
      await done;
    },
  };
}

/** The check of one database: its JSON (apps/api/src/ledger-main.ts --json) and exit code. */
async function ledgerCheck(url) {
  try {
    const { stdout } = await tsxNode('apps/api/src/ledger-main.ts', ['--json'], { DATABASE_URL: url, NODE_ENV: 'test' });
    return { code: 0, result: JSON.parse(stdout) };
  } catch (err) {
    return { code: err.code, result: err.stdout ? JSON.parse(err.stdout) : null, stderr: err.stderr };
  }
}

async function main() {
  log(`source ${SOURCE.replace(/\/\/[^@]*@/, '//')} (emptied), copy ${targetName}`);
  await withClient(SOURCE, (c) => c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
  const setup = JSON.parse(
    (await tsxNode('apps/api/src/fleet/fleet-cli.ts', ['setup', String(MEMBERS)], { DATABASE_URL: SOURCE, NODE_ENV: 'test' })).stdout
      .trim()
      .split('\n')
      .pop(),
  );
  await withClient(SOURCE, fillArchive);
  log(`seeded: ${setup.members.length} members for the load, ${ARCHIVE_MEMBERS} archive members × ${ARCHIVE_ROWS} ledger rows`);

  // The approvals: a finance operator of its own, made with the command line (password + TOTP).
  const finance = createOperatorAccount({ DATABASE_URL: SOURCE, NODE_ENV: 'production', ACCOUNT_SECRET_KEY }, 'finance', 'drill');
  const base = await startServer();
  const load = startLoad(base, setup.members, await signInOperator(base, finance));
  // The load runs a moment before the snapshot, so the dump meets calls already under way.
  await new Promise((r) => setTimeout(r, 1_500));

  const file = join(mkdtempSync(join(tmpdir(), 'h5-drill-')), 'h5.dump');
  const snapshotClient = new pg.Client({ connectionString: SOURCE });
  await snapshotClient.connect();
  await snapshotClient.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  const snapshot = (await snapshotClient.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
  const { bookCounts } = await import('tsx/esm/api').then((tsx) =>
    tsx.tsImport('../../apps/api/src/money/ledger-check.ts', import.meta.url),
  );
  const atSnapshot = await bookCounts({ query: (sql, params) => snapshotClient.query(sql, params) });
  const okBefore = load.answered.ok;
  const dumpStart = Date.now();
  await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', `--file=${file}`, `--dbname=${SOURCE}`]);
  const dumpMs = Date.now() - dumpStart;
  const duringDump = load.answered.ok - okBefore;
  await snapshotClient.query('COMMIT');
  await snapshotClient.end();
  await new Promise((r) => setTimeout(r, 500));
  await load.stop();
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  server = null;
  log(
    `dumped in ${seconds(dumpMs)} s (${(statSync(file).size / 1e6).toFixed(1)} MB) while ${duringDump} money calls were answered 200; load: ${load.answered.total} calls, ${load.answered.ok} answered 200 (${JSON.stringify(load.answered.byKind)})`,
  );
  if (duringDump < 1) failures.push('no money call was answered while pg_dump ran: the dump was not under load');

  await withClient(SOURCE, (c) => c.query(`DROP DATABASE IF EXISTS ${targetName}`).then(() => c.query(`CREATE DATABASE ${targetName}`)));
  try {
    const restoreStart = Date.now();
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${TARGET}`, file]);
    const restoreMs = Date.now() - restoreStart;
    log(`restored into ${targetName} in ${seconds(restoreMs)} s`);

    const copy = await ledgerCheck(TARGET);
    const source = await ledgerCheck(SOURCE);
    console.log('\nrestore drill figures');
    console.log(`  rows at the snapshot: ${JSON.stringify(atSnapshot)}`);
    console.log(`  rows in the copy:     ${JSON.stringify(copy.result?.counts)}`);
    console.log(`  rows in the source after the load: ${JSON.stringify(source.result?.counts)}`);
    console.log(
      `  dump ${seconds(dumpMs)} s (${(statSync(file).size / 1e6).toFixed(1)} MB, ${duringDump} calls answered meanwhile), restore ${seconds(restoreMs)} s`,
    );
    console.log(
      `  ledger:check on the copy: exit ${copy.code}${copy.result?.ok ? ', ok' : ''}; on the source: exit ${source.code}${source.result?.ok ? ', ok' : ''}`,
    );
    if (copy.code !== 0)
      failures.push(`ledger:check on the copy exited ${copy.code}: ${JSON.stringify(copy.result?.problems ?? copy.stderr)}`);
    if (source.code !== 0)
      failures.push(`ledger:check on the source exited ${source.code}: ${JSON.stringify(source.result?.problems ?? source.stderr)}`);
    if (JSON.stringify(copy.result?.counts) !== JSON.stringify(atSnapshot)) failures.push("the copy's counts are not the snapshot's");
    if (source.result && source.result.counts.ledgerRows <= atSnapshot.ledgerRows)
      failures.push('the source did not move after the snapshot: the load did not run');
  } finally {
    await withClient(SOURCE, (c) => c.query(`DROP DATABASE IF EXISTS ${targetName}`));
    rmSync(dirname(file), { recursive: true, force: true });
  }
  if (failures.length > 0) fail(`\n  - ${failures.join('\n  - ')}`);
  console.log(`\nrestore drill: passed in ${seconds(Date.now() - began)} s`);
  process.exit(0);
}

main().catch((err) => fail(err.stack ?? String(err)));
