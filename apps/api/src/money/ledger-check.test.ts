import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { checkLedger, formatLedgerCheck } from './ledger-check';
import { createMember, TEST_PAY_PASSWORD, type TestMember } from './test-members';
import { configFromEnv } from '../config';
import { openDb } from '../db/open-db';
import { seedIfEmpty } from '../seed';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';
import type { Db } from '../db/types';

const ROOT = resolve(__dirname, '../../../..');
const run = promisify(execFile);

/** Runs `npm run ledger:check`'s program on a database; its exit code and output. */
async function ledgerCli(env: Record<string, string>, args: string[] = []): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/ledger-main.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', ...env },
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** One tampering, checked, then undone: the next starts from whole books. */
async function tampered(db: Db, change: string[], undo: string[]) {
  for (const sql of change) await db.query(sql);
  try {
    return await checkLedger(db);
  } finally {
    for (const sql of undo) await db.query(sql);
  }
}

describe('the ledger check (docs/operations.md, Ledger check)', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  let pendingDeposit: string;
  let approvedDeposit: string;
  let refusedWithdrawal: string;

  beforeAll(async () => {
    // The demo data seeded beside the members made here: deposits approved and refused, a paid
    // withdrawal, bets won, lost and void, venue transfers and their recall.
    s = await startTestServer({ env: { METRICS_PORT: '0', LEDGER_CHECK_INTERVAL_S: '3600' } });
    desk = operatorDesk(s);
    m = await createMember(s.db, 'ledger01', 5_000_00);
    const call = (path: string, body: object) => s.call(path, body, { token: m.token });
    expect((await call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 120 })).code).toBe(200);
    expect((await call('/api/transfer', { sourcetype: 'ag', targettype: 'userbalance', amount: 20 })).code).toBe(200);
    await call('/api/bindcard', {
      bank: '中国银行',
      bank_owner: '赵六',
      bank_address: '北京',
      bank_no: '6217000011114444',
      pay_pass: TEST_PAY_PASSWORD,
    });
    const card = (await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1', [m.id])).rows[0].id;
    expect((await call('/api/withdraw', { amount: 150, bank: card, password: TEST_PAY_PASSWORD })).code).toBe(200);
    refusedWithdrawal = (await s.db.query<{ order_no: string }>('SELECT order_no FROM withdrawals WHERE user_id = $1', [m.id])).rows[0]
      .order_no;
    expect((await desk.call('/admin/withdrawals/decide', { order_no: refusedWithdrawal, action: 'refuse', reason: '测试退回' })).code).toBe(
      200,
    );
    // After the withdrawal: an approved deposit asks for turnover before the next withdrawal.
    approvedDeposit = (await call('/api/recharge', { paytype: 'wxpay', amount: 300 })).message;
    expect((await desk.call('/admin/deposits/decide', { order_no: approvedDeposit, action: 'approve' })).code).toBe(200);
    pendingDeposit = (await call('/api/recharge', { paytype: 'alipay', amount: 200 })).message;
  }, 120_000);
  afterAll(() => s.close());

  it('passes on a real book and says what it read', async () => {
    const result = await checkLedger(s.db);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    const { rows } = await s.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger');
    expect(result.counts.ledgerRows).toBe(Number(rows[0].n));
    expect(result.counts.ledgerRows).toBeGreaterThan(15);
    expect(result.counts.deposits).toBeGreaterThanOrEqual(4);
    expect(result.counts.withdrawals).toBeGreaterThanOrEqual(2);
    expect(formatLedgerCheck(result)).toMatch(/^ledger check: ok — \d+ members, \d+ venue wallets, \d+ ledger rows/);
  });

  it('fails on a tampered book and names each finding', async () => {
    const balance = await tampered(
      s.db,
      [`UPDATE users SET balance = balance + 1 WHERE id = ${m.id}`],
      [`UPDATE users SET balance = balance - 1 WHERE id = ${m.id}`],
    );
    expect(balance.ok).toBe(false);
    expect(balance.problems.map((p) => [p.kind, p.count])).toEqual([['wallet_not_ledger', 1]]);
    expect(balance.problems[0].examples[0]).toMatch(new RegExp(`^member ${m.id} wallet main: balance \\d+ fen, ledger sum \\d+ fen`));

    const venue = await tampered(
      s.db,
      [`UPDATE venue_accounts SET balance = balance + 500 WHERE user_id = ${m.id} AND venue_code = 'ag'`],
      [`UPDATE venue_accounts SET balance = balance - 500 WHERE user_id = ${m.id} AND venue_code = 'ag'`],
    );
    expect(venue.problems[0].examples).toEqual([
      expect.stringContaining(`member ${m.id} wallet ag: balance 10500 fen, ledger sum 10000 fen`),
    ]);

    // An approved deposit without its credit, and a refused withdrawal shown as paid (no refund due).
    const orders = await tampered(
      s.db,
      [
        `UPDATE deposits SET state = 2 WHERE order_no = '${pendingDeposit}'`,
        `UPDATE withdrawals SET state = 2 WHERE order_no = '${refusedWithdrawal}'`,
      ],
      [
        `UPDATE deposits SET state = 1 WHERE order_no = '${pendingDeposit}'`,
        `UPDATE withdrawals SET state = 3 WHERE order_no = '${refusedWithdrawal}'`,
      ],
    );
    expect(orders.problems.map((p) => p.kind)).toEqual(['deposit_movement', 'withdrawal_movement']);
    expect(orders.problems[0].examples).toEqual([
      expect.stringContaining(`approved deposit ${pendingDeposit} (member ${m.id}, 20000 fen): 0 credit row(s)`),
    ]);
    expect(orders.problems[1].examples).toEqual([
      expect.stringContaining(`withdrawal ${refusedWithdrawal} (member ${m.id}, 15000 fen, state 2)`),
    ]);

    // A credit whose order is gone from the approved ones, and a row out of its chain.
    const orphan = await tampered(
      s.db,
      [`UPDATE deposits SET state = 3 WHERE order_no = '${approvedDeposit}'`],
      [`UPDATE deposits SET state = 2 WHERE order_no = '${approvedDeposit}'`],
    );
    expect(orphan.problems.map((p) => p.kind)).toEqual(['orphan_movement']);
    expect(orphan.problems[0].examples[0]).toContain(`ref '${approvedDeposit}'): no such order for it`);

    // Negative: the schema refuses it, so only a book edited past its constraints shows one.
    const negative = await tampered(
      s.db,
      ['ALTER TABLE users DROP CONSTRAINT users_balance_check', `UPDATE users SET balance = -7 WHERE id = ${m.id}`],
      [
        `UPDATE users SET balance = (SELECT after FROM ledger WHERE user_id = ${m.id} AND wallet = 'main' ORDER BY id DESC LIMIT 1) WHERE id = ${m.id}`,
        'ALTER TABLE users ADD CONSTRAINT users_balance_check CHECK (balance >= 0)',
      ],
    );
    expect(negative.problems.map((p) => p.kind)).toEqual(['wallet_not_ledger', 'negative']);
    expect(negative.problems[1].examples).toEqual([`member ${m.id} wallet main: balance -7`]);
    expect(formatLedgerCheck(negative)).toMatch(/^ledger check: FAILED — 2 finding\(s\)[^\n]*\n {2}wallet_not_ledger: 1\n/);
    expect((await checkLedger(s.db)).ok).toBe(true);
  });

  it('runs on a schedule inside the server and exports its result to the metrics', async () => {
    const scrape = async () => (await fetch(s.app.metricsUrl as string)).text();
    // Before this instance's first check: nothing an alert could read as a failure.
    expect(await scrape()).not.toContain('h5_ledger_check_ok');
    const schedule = s.app.ledgerCheck;
    if (!schedule) throw new Error('LEDGER_CHECK_INTERVAL_S set: the schedule must be on');
    const first = await schedule.runOnce();
    expect(first).toMatchObject({ ok: true, findings: 0 });
    let text = await scrape();
    expect(text).toMatch(/^h5_ledger_check_ok 1$/m);
    const at = Number(/^h5_ledger_check_last_run_timestamp_seconds (\S+)$/m.exec(text)?.[1]);
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(60);

    await s.db.query(`UPDATE users SET balance = balance + 3 WHERE id = ${m.id}`);
    try {
      expect(await schedule.runOnce()).toMatchObject({ ok: false, findings: 1 });
      text = await scrape();
      expect(text).toMatch(/^h5_ledger_check_ok 0$/m);
    } finally {
      await s.db.query(`UPDATE users SET balance = balance - 3 WHERE id = ${m.id}`);
    }
    expect(await schedule.runOnce()).toMatchObject({ ok: true });

    // One instance at a time: while another holds the lock, this one skips its turn.
    if (s.db.kind === 'postgres') {
      const skipped = await s.db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock(7070002)');
        return schedule.runOnce();
      });
      expect(skipped).toBe('skipped');
    }
  });

  it('npm run ledger:check exits 0 on whole books and 4 with the listing on a tampered one', async () => {
    const url = process.env['TEST_DATABASE_URL'];
    // The embedded database: a data folder of its own (the test server's is in memory), opened by
    // one process at a time, so each change is made with the folder closed to the program.
    const dir = url ? undefined : mkdtempSync(join(tmpdir(), 'h5-ledger-'));
    const env: Record<string, string> = url ? { DATABASE_URL: url } : { DATA_DIR: dir as string };
    const change = async (fn: (db: Db) => Promise<void>) => {
      if (url) return fn(s.db);
      const db = await openDb({ dataDir: dir });
      try {
        await fn(db);
      } finally {
        await db.close();
      }
    };
    let member = m.id;
    try {
      await change(async (db) => {
        if (!dir) return;
        await seedIfEmpty(db, configFromEnv({ NODE_ENV: 'test' }));
        member = (await createMember(db, 'ledger02', 100_00)).id;
      });
      const ok = await ledgerCli(env);
      expect(ok).toEqual({ code: 0, out: expect.stringMatching(/^ledger check: ok — /) });
      await change((db) => db.query(`UPDATE users SET balance = balance + 9 WHERE id = ${member}`).then(() => undefined));
      const bad = await ledgerCli(env);
      expect(bad.code).toBe(4);
      expect(bad.out).toContain('ledger check: FAILED — 1 finding(s)');
      expect(bad.out).toContain(`wallet_not_ledger: 1\n    member ${member} wallet main: balance`);
      // The JSON form once (on the embedded database each run opens the folder anew: slow on a busy machine).
      if (url) {
        const json = JSON.parse((await ledgerCli(env, ['--json'])).out);
        expect(json).toMatchObject({ ok: false, problems: [{ kind: 'wallet_not_ledger', count: 1 }] });
      }
    } finally {
      if (url) await s.db.query(`UPDATE users SET balance = balance - 9 WHERE id = ${member}`);
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
