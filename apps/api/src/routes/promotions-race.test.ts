import { MONEY_MESSAGES } from '../money/messages';
import { balanceOf, createMember, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

const GRABS = 50;

/**
 * The server, not the screen, holds the red-packet and rebate rules when a member
 * fires many requests at once (two phones, a script, a double tap that slipped through).
 */
describe('promotions under concurrency', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    m = await createMember(s.db, 'promorace1');
  });
  afterAll(() => s.close());

  it(`pays no more grabs than the deposit earned when ${GRABS} grabs arrive at once`, async () => {
    const dep = await s.call('/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: 1000 }, { token: m.token });
    await desk.call('/admin/deposits/decide', { order_no: dep.message, action: 'approve' });
    const info = await s.call<{ sendnums: number; max_times: number }>('/api/userredpacket', { page: 1 }, { token: m.token });
    const allowed = info.data.sendnums;
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThan(GRABS);
    const before = await balanceOf(s.db, m.id);

    const answers = await Promise.all(
      Array.from({ length: GRABS }, () => s.call<{ redpacketmoney: number }>('/api/douserredpacket', {}, { token: m.token })),
    );

    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(allowed);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 203)).toBe(true);
    const paidFen = won.reduce((sum, a) => sum + Math.round(a.data.redpacketmoney * 100), 0);
    expect(await balanceOf(s.db, m.id)).toBe(before + paidFen);
    const ledger = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND kind = 'red_packet'", [
      m.id,
    ]);
    expect(ledger.rows[0].n).toBe(allowed);
    const after = await s.call<{ sendnums: number; acquirednum: number }>('/api/userredpacket', { page: 1 }, { token: m.token });
    expect(after.data).toMatchObject({ sendnums: 0, acquirednum: allowed });
  });

  it(`pays pending rebates once when ${GRABS} claims arrive at once`, async () => {
    const r = await createMember(s.db, 'promorace2');
    await s.db.query(`INSERT INTO venue_accounts (user_id, venue_code, player_name) VALUES ($1, 'ag', 'p') ON CONFLICT DO NOTHING`, [r.id]);
    for (let b = 0; b < 3; b++) {
      const betId = `PROMO_RACE_${b}`;
      await s.db.query(
        `INSERT INTO bets (bet_id, user_id, venue_code, category, bet_amount, valid_amount, status) VALUES ($1, $2, 'ag', 'realbet', 100, 100, 1)`,
        [betId, r.id],
      );
      await s.db.query(
        `INSERT INTO rebates (user_id, bet_id, venue_code, category, rate, amount) VALUES ($1, $2, 'ag', 'realbet', 1, $3)`,
        [r.id, betId, 10 + b],
      );
    }
    const before = await balanceOf(s.db, r.id);

    const answers = await Promise.all(Array.from({ length: GRABS }, () => s.call('/api/dofanshui', {}, { token: r.token })));

    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    // Every other claim finds nothing pending and is refused with the server's no-rebate answer.
    const refusals = answers.filter((a) => a.code !== 200);
    expect(new Set(refusals.map((a) => `${a.code} ${a.message}`))).toEqual(new Set([`${refusals[0].code} ${MONEY_MESSAGES.noRebate}`]));
    expect(await balanceOf(s.db, r.id)).toBe(before + 33);
    const paid = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger WHERE user_id = $1 AND kind = 'rebate'", [r.id]);
    expect(paid.rows[0].n).toBe(1);
  });

  it('lets the operator decide a pending activity application once; the member sees the state', async () => {
    const a = await createMember(s.db, 'promoapply1');
    const list = await s.call<{ data: Array<{ id: number }> }>('/api/activitylist', {});
    const activityId = list.data.data[0].id;
    await s.call('/api/doactivityapply', { activityid: activityId }, { token: a.token });
    const log = async () =>
      (await s.call<{ data: Array<{ id: number; state: number }> }>('/api/activityApplyLog', { page: 1 }, { token: a.token })).data.data;
    const [application] = await log();
    expect(application.state).toBe(1);
    expect((await s.call('/admin/activities/decide', { id: application.id, action: 'approve' })).code).toBe(401);
    expect((await desk.call('/admin/activities/decide', { id: application.id, action: 'approve' })).code).toBe(200);
    expect((await log())[0].state).toBe(2);
    const again = await desk.call('/admin/activities/decide', { id: application.id, action: 'refuse' });
    expect(again.code).not.toBe(200);
    expect((await log())[0].state).toBe(2);
    expect((await desk.call('/admin/activities/decide', { id: 999999, action: 'refuse' })).code).toBe(202);
  });
});
