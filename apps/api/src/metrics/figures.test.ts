import { sample, total } from './test-scrape';
import { DatabaseUnavailableError } from '../db/unavailable';
import { createMember, type TestMember } from '../money/test-members';
import { openTestStream, type TestStream } from '../push/test-stream-client';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

/**
 * The figures move by what real calls did (docs/operations.md, Metrics): each test reads the
 * exposition before and after, on the embedded database or PostgreSQL (TEST_DATABASE_URL).
 */
describe('metrics follow the calls', () => {
  let s: TestServer;
  let m: TestMember;
  let desk: OperatorDesk;
  const scrape = async () => (await fetch(s.app.metricsUrl as string)).text();
  const streams: TestStream[] = [];

  beforeAll(async () => {
    // One stream at most: the cap's 503 is one of the causes counted.
    s = await startTestServer({ env: { METRICS_PORT: '0', PUSH_MAX_STREAMS: '1' } });
    m = await createMember(s.db, 'figures1', 500_00);
    desk = operatorDesk(s);
  }, 180_000);
  afterAll(async () => {
    for (const st of streams) st.close();
    await s.close();
  });

  it('count a transfer’s ledger movement by its amount, and nothing for a refused one', async () => {
    const before = await scrape();
    const tx0 = total(before, 'h5_db_transaction_duration_seconds_count', { outcome: 'committed' });
    const q0 = total(before, 'h5_db_query_duration_seconds_count');
    const debit = { kind: 'transfer_in', direction: 'debit' };
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 12 }, { token: m.token })).code).toBe(200);
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 99_999 }, { token: m.token })).code).toBe(
      210,
    );
    const after = await scrape();
    expect(total(after, 'h5_ledger_amount_fen_total', debit) - total(before, 'h5_ledger_amount_fen_total', debit)).toBe(12_00);
    // Two movements: the central wallet debited, the venue's wallet credited the same amount.
    const credit = { kind: 'transfer_in', direction: 'credit' };
    expect(total(after, 'h5_ledger_amount_fen_total', credit) - total(before, 'h5_ledger_amount_fen_total', credit)).toBe(12_00);
    expect(
      total(after, 'h5_ledger_movements_total', { kind: 'transfer_in' }) -
        total(before, 'h5_ledger_movements_total', { kind: 'transfer_in' }),
    ).toBe(2);
    // The refusal rolled back: one more committed transaction, one more refused, statements timed.
    expect(total(after, 'h5_db_transaction_duration_seconds_count', { outcome: 'committed' })).toBeGreaterThanOrEqual(tx0 + 1);
    expect(total(after, 'h5_db_transaction_duration_seconds_count', { outcome: 'refused' })).toBeGreaterThanOrEqual(1);
    expect(total(after, 'h5_db_query_duration_seconds_count')).toBeGreaterThan(q0 + 2);
    // Each transfer's statements run inside its transaction, timed there by the Db itself.
    const inTx = (text: string) => total(text, 'h5_db_query_duration_seconds_count', { scope: 'transaction' });
    expect(inTx(after) - inTx(before)).toBeGreaterThanOrEqual(4);
    // Amounts and members never become labels.
    expect(after).not.toMatch(/figures1|1200"/);
  });

  it('count a keyed money call’s retry once, answered from the stored answer', async () => {
    const keyed = { token: m.token, headers: { 'idempotency-key': 'figures-retry-1' } };
    const body = { sourcetype: 'userbalance', targettype: 'ag', amount: 3 };
    const before = await scrape();
    expect((await s.call('/api/transfer', body, keyed)).code).toBe(200);
    expect((await s.call('/api/transfer', body, keyed)).code).toBe(200);
    const after = await scrape();
    expect(total(after, 'h5_money_retries_answered_total') - total(before, 'h5_money_retries_answered_total')).toBe(1);
    const debit = { kind: 'transfer_in', direction: 'debit' };
    expect(total(after, 'h5_ledger_amount_fen_total', debit) - total(before, 'h5_ledger_amount_fen_total', debit)).toBe(3_00);
  });

  it('count deposits and withdrawals decided, by outcome', async () => {
    const ask = (amount: number) => s.call('/api/recharge', { paytype: 'wxpay', amount }, { token: m.token });
    const approve = await ask(100);
    const refuse = await ask(101);
    const before = await scrape();
    const decide = (order_no: string, action: string) =>
      desk.call('/admin/deposits/decide', { order_no, action, ...(action === 'refuse' ? { reason: '测试退回' } : {}) });
    expect((await decide(approve.message, 'approve')).code).toBe(200);
    expect((await decide(refuse.message, 'refuse')).code).toBe(200);
    // A second decision is refused (409) and counts nothing.
    expect((await decide(refuse.message, 'approve')).code).toBe(409);
    const after = await scrape();
    const d = (outcome: string) =>
      (sample(after, 'h5_orders_decided_total', { kind: 'deposit', outcome }) ?? 0) -
      (sample(before, 'h5_orders_decided_total', { kind: 'deposit', outcome }) ?? 0);
    expect([d('approved'), d('refused')]).toEqual([1, 1]);
    const credit = { kind: 'deposit', direction: 'credit' };
    expect(total(after, 'h5_ledger_amount_fen_total', credit) - total(before, 'h5_ledger_amount_fen_total', credit)).toBe(100_00);
  });

  it('count player protection’s refusals and the web app’s error reports', async () => {
    const p = await createMember(s.db, 'figures2', 0);
    expect((await s.call('/api/protection/limit', { period: 'day', amount: 100 }, { token: p.token })).code).toBe(200);
    const before = await scrape();
    expect((await s.call('/api/recharge', { paytype: 'wxpay', amount: 150 }, { token: p.token })).code).toBe(230);
    const report = { source: 'boundary:page', message: 'TypeError: x', route: '/activity', build: 'index-abc.js' };
    expect((await s.call('/api/client-errors', report)).code).toBe(200);
    expect((await s.call('/api/client-errors', { source: 'x' })).code).toBe(422);
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(grew('h5_protection_refusals_total', { rule: 'deposit_limit' })).toBe(1);
    expect(grew('h5_protection_refusals_total', { rule: 'self_excluded' })).toBe(0);
    expect(grew('h5_client_error_reports_total', { outcome: 'recorded' })).toBe(1);
    expect(grew('h5_client_error_reports_total', { outcome: 'refused' })).toBe(1);
  });

  it('count the events a stream was sent, and a 503 of a full instance by its cause', async () => {
    const st = await openTestStream(s.baseUrl, m.token);
    streams.push(st);
    await st.next('hello');
    const before = await scrape();
    expect((await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 1 }, { token: m.token })).code).toBe(200);
    await st.next('money');
    // The instance holds its one stream: another member's is refused 503, cause streams_full.
    const other = await createMember(s.db, 'figures3', 0);
    const refused = await s.raw('/api/stream', { headers: { authorization: `Bearer ${other.token}` } });
    expect(refused.status).toBe(503);
    const after = await scrape();
    expect(total(after, 'h5_push_events_delivered_total') - total(before, 'h5_push_events_delivered_total')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'h5_http_busy_total', { cause: 'streams_full' })).toBe(1);
    expect(sample(after, 'h5_http_busy_total', { cause: 'pool_full' })).toBe(0);
    expect(sample(after, 'h5_push_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'h5_push_outbox_lag_seconds')).toBeLessThan(5);
    // PostgreSQL: the instance read its own commit from the outbox.
    if (s.db.kind === 'postgres')
      expect(total(after, 'h5_push_outbox_reads_total', { trigger: 'own_commit' })).toBeGreaterThan(
        total(before, 'h5_push_outbox_reads_total', { trigger: 'own_commit' }),
      );
  });

  it('tell the database’s 503 causes apart', () => {
    const cause = (err: object) => new DatabaseUnavailableError(err).kind;
    expect(cause(new Error('timeout exceeded when trying to connect'))).toBe('pool_full');
    expect(cause(Object.assign(new Error('too many connections'), { code: '53300' }))).toBe('overload');
    expect(cause(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe('overload');
    expect(cause(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe('database_away');
    expect(cause(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('database_away');
  });
});
