import { createMember, TEST_PAY_PASSWORD, type TestMember } from './money/test-members';
import { startTestServer, type TestServer } from './test/harness';
import { operatorDesk, type OperatorDesk } from './test/operators';

const MEMBERS = 5;
const CALLS_PER_MEMBER = 100;
const VENUES = ['ag', 'sb', 'ky'];

/**
 * Many money calls at once from several members over real HTTP: afterwards the books must
 * balance to the fen, nothing is negative, nothing was paid twice.
 */
describe('concurrent money calls', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  const members: TestMember[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    await s.db.query("UPDATE site_config SET value = '0' WHERE key = 'withdraw_fee'");
    await s.db.query("UPDATE site_config SET value = '1000' WHERE key = 'daily_withdraw_times'");
    for (let i = 0; i < MEMBERS; i++) {
      const m = await createMember(s.db, `race00${i}`, 100_000);
      members.push(m);
      await s.call(
        '/api/bindcard',
        { bank: '中国银行', bank_owner: '测试', bank_address: '北京', bank_no: `62170000111${10000 + i}`, pay_pass: TEST_PAY_PASSWORD },
        { token: m.token },
      );
      const dep = await s.call('/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: 1000 }, { token: m.token });
      await desk.call('/admin/deposits/decide', { order_no: dep.message, action: 'approve' });
      // Pending rebates from settled bets, to be claimed concurrently.
      for (let b = 0; b < 3; b++) {
        const betId = `RACE_${i}_${b}`;
        await s.db.query(`INSERT INTO venue_accounts (user_id, venue_code, player_name) VALUES ($1, 'ag', 'p') ON CONFLICT DO NOTHING`, [
          m.id,
        ]);
        await s.db.query(
          `INSERT INTO bets (bet_id, user_id, venue_code, category, bet_amount, valid_amount, status) VALUES ($1, $2, 'ag', 'realbet', 100, 100, 1)`,
          [betId, m.id],
        );
        await s.db.query(
          `INSERT INTO rebates (user_id, bet_id, venue_code, category, rate, amount) VALUES ($1, $2, 'ag', 'realbet', 1, $3)`,
          [m.id, betId, 7 + b],
        );
      }
    }
  });
  afterAll(() => s.close());

  it(`keeps the books exact under ${MEMBERS * CALLS_PER_MEMBER} mixed concurrent calls`, async () => {
    const card = async (m: TestMember) => (await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1', [m.id])).rows[0].id;
    const cards = await Promise.all(members.map(card));
    const calls: Array<Promise<{ code: number }>> = [];
    for (let n = 0; n < CALLS_PER_MEMBER; n++) {
      members.forEach((m, i) => {
        const venue = VENUES[(n + i) % VENUES.length];
        const o = { token: m.token };
        switch (n % 8) {
          case 0:
          case 1:
            calls.push(s.call('/api/transfer', { sourcetype: 'userbalance', targettype: venue, amount: 1 + ((n * 7 + i) % 300) }, o));
            break;
          case 2:
          case 3:
            calls.push(s.call('/api/transfer', { sourcetype: venue, targettype: 'userbalance', amount: 1 + ((n * 3 + i) % 200) }, o));
            break;
          case 4:
            calls.push(s.call('/api/transall', {}, o));
            break;
          case 5:
            // The whole balance as it was at the start: most of these must be refused (208).
            calls.push(s.call('/api/withdraw', { amount: 1000, bank: cards[i], password: TEST_PAY_PASSWORD }, o));
            break;
          case 6:
            calls.push(s.call('/api/douserredpacket', {}, o));
            break;
          default:
            calls.push(s.call('/api/dofanshui', {}, { ...o, headers: n % 16 === 7 ? { 'idempotency-key': `claim-${i}` } : {} }));
        }
      });
    }
    const results = await Promise.all(calls);
    expect(results.length).toBeGreaterThanOrEqual(500);
    // Business refusals are fine; a server error is not.
    expect(results.filter((r) => r.code === 500)).toEqual([]);
    const codes = new Set(results.map((r) => r.code));
    expect(codes.has(200)).toBe(true);

    for (const m of members) {
      const q = async <T>(sql: string) => (await s.db.query<T>(sql, [m.id])).rows;
      const [user] = await q<{ balance: number }>('SELECT balance FROM users WHERE id = $1');
      const venues = await q<{ venue_code: string; balance: number }>('SELECT venue_code, balance FROM venue_accounts WHERE user_id = $1');
      const [w] = await q<{ held: string; count: number }>(
        'SELECT COALESCE(sum(amount), 0)::text AS held, count(*)::int AS count FROM withdrawals WHERE user_id = $1 AND state IN (1, 2)',
      );
      const [credits] = await q<{ total: string }>(
        "SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger WHERE user_id = $1 AND kind IN ('adjust', 'deposit', 'red_packet', 'rebate')",
      );
      const venueTotal = venues.reduce((sum, v) => sum + Number(v.balance), 0);
      expect(Number(user.balance)).toBeGreaterThanOrEqual(0);
      venues.forEach((v) => expect(Number(v.balance)).toBeGreaterThanOrEqual(0));
      expect(Number(user.balance) + venueTotal + Number(w.held)).toBe(Number(credits.total));

      // Each wallet's balance is its last ledger row's `after`, and every row chains on the previous one.
      const ledger = await q<{ wallet: string; before: number; after: number }>(
        'SELECT wallet, before, after FROM ledger WHERE user_id = $1 ORDER BY id',
      );
      const last = new Map<string, number>();
      for (const row of ledger) {
        expect(Number(row.before)).toBe(last.get(row.wallet) ?? 0);
        last.set(row.wallet, Number(row.after));
      }
      expect(last.get('main')).toBe(Number(user.balance));
      venues.forEach((v) => expect(last.get(v.venue_code) ?? 0).toBe(Number(v.balance)));

      // One ledger debit per withdrawal, rebates paid once, red packets within the allowance.
      const [wl] = await q<{ n: number; total: string }>(
        "SELECT count(*)::int AS n, COALESCE(-sum(amount), 0)::text AS total FROM ledger WHERE user_id = $1 AND kind = 'withdraw'",
      );
      const [allW] = await q<{ n: number; total: string }>(
        'SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::text AS total FROM withdrawals WHERE user_id = $1',
      );
      expect([wl.n, wl.total]).toEqual([allW.n, allW.total]);
      const [reb] = await q<{ claimed: string; pending: number }>(
        'SELECT COALESCE(sum(amount) FILTER (WHERE state = 1), 0)::text AS claimed, count(*) FILTER (WHERE state = 0)::int AS pending FROM rebates WHERE user_id = $1',
      );
      const [paid] = await q<{ total: string; n: number }>(
        "SELECT COALESCE(sum(amount), 0)::text AS total, count(*)::int AS n FROM ledger WHERE user_id = $1 AND kind = 'rebate'",
      );
      expect(paid.total).toBe(reb.claimed);
      expect(reb.pending).toBe(0);
      expect(paid.n).toBe(1);
      const [grabs] = await q<{ n: number; total: string }>(
        'SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::text AS total FROM red_packet_grabs WHERE user_id = $1',
      );
      const [rp] = await q<{ total: string }>(
        "SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger WHERE user_id = $1 AND kind = 'red_packet'",
      );
      expect(grabs.n).toBe(3);
      expect(rp.total).toBe(grabs.total);
    }
  });
});
