import { balanceOf, createMember, venueBalanceOf, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

describe('venues: game launch, the demo dice page, bets and rebates', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  const launch = async (venue: string, token = m.token) => {
    const res = await s.call<{ url: string }>(
      '/api/getGameUrl',
      { plat_name: venue, game_type: '0', game_code: 'realbet', is_mobile_url: 1 },
      { token },
    );
    expect(res.code).toBe(200);
    return res.data.url;
  };
  const openGame = async (venue: string) => {
    const url = new URL(await launch(venue));
    const page = await s.raw(url.pathname + url.search);
    expect(page.status).toBe(200);
    const session = /data-session="([^"]+)"/.exec(page.text)?.[1] ?? '';
    return { session, page };
  };

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    m = await createMember(s.db, 'venue001', 100000);
  });
  afterAll(() => s.close());

  it('needs a session for getGameUrl and a known venue', async () => {
    expect((await s.call('/api/getGameUrl', { plat_name: 'ag' })).code).toBe(401);
    expect((await s.call('/api/getGameUrl', { plat_name: 'nosuch' }, { token: m.token })).code).toBe(202);
  });

  it('returns a one-time launch URL that serves a CSP-safe Chinese dice page', async () => {
    const url = new URL(await launch('ag'));
    expect(url.pathname).toBe('/venue/play');
    const page = await s.raw(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).toContain('猜大小');
    expect(page.text).not.toMatch(/<script>[^<]/);
    expect((await s.raw(url.pathname + url.search)).status).toBe(410);
    expect((await s.raw('/venue/play.js')).text).toContain('/venue/api/bet');
  });

  it('registers the player on launch and, with auto-transfer on, moves the wallet into the venue', async () => {
    await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'sb', amount: 100 }, { token: m.token });
    await s.call('/api/uptransferstatus', { transferstatus: 1 }, { token: m.token });
    const total = await balanceOf(s.db, m.id);
    await launch('ag');
    expect(await venueBalanceOf(s.db, m.id, 'sb')).toBe(0);
    expect(await venueBalanceOf(s.db, m.id, 'ag')).toBe(total + 10000);
    expect(await balanceOf(s.db, m.id)).toBe(0);
    await s.call('/api/uptransferstatus', { transferstatus: 0 }, { token: m.token });
  });

  it('plays a dice round: the venue balance moves, a settled bet and its rebate are written, turnover counts', async () => {
    const { session } = await openGame('ag');
    const before = await venueBalanceOf(s.db, m.id, 'ag');
    const res = await s.call<{ bet_id: string; outcome: string; win_loss: number; balance: number; dice: number[] }>('/venue/api/bet', {
      session,
      stake: '100',
      pick: 'big',
    });
    expect(res.code).toBe(200);
    expect(res.data.dice).toHaveLength(3);
    expect(res.data.balance * 100).toBe(before + res.data.win_loss * 100);
    expect(await venueBalanceOf(s.db, m.id, 'ag')).toBe(before + res.data.win_loss * 100);
    const bet = (
      await s.db.query<{ status: number; valid_amount: number }>('SELECT status, valid_amount FROM bets WHERE bet_id = $1', [
        res.data.bet_id,
      ])
    ).rows[0];
    expect(bet).toEqual({ status: 1, valid_amount: 10000 });
    const rebate = (
      await s.db.query<{ amount: number; state: number }>('SELECT amount, state FROM rebates WHERE bet_id = $1', [res.data.bet_id])
    ).rows[0];
    const rate = (await s.db.query<{ r: string }>('SELECT realperson::text AS r FROM vip_levels WHERE level = 1')).rows[0].r;
    expect(Number(rebate.amount)).toBe(Math.floor((10000 * Number(rate)) / 100));
    const totalgame = (await s.db.query<{ t: number }>('SELECT totalgame AS t FROM users WHERE id = $1', [m.id])).rows[0].t;
    expect(Number(totalgame)).toBe(10000);
    const state = await s.call<{ balance: number }>('/venue/api/state', { session });
    expect(state.data.balance).toBe(res.data.balance);
  });

  it('refuses a stake above the venue balance (210), bad stakes and picks (422), and an unknown session (401)', async () => {
    const { session } = await openGame('ag');
    expect((await s.call('/venue/api/bet', { session, stake: 99999, pick: 'big' })).code).toBe(210);
    expect((await s.call('/venue/api/bet', { session, stake: '1.5', pick: 'big' })).code).toBe(422);
    expect((await s.call('/venue/api/bet', { session, stake: 10, pick: 'odd' })).code).toBe(422);
    expect((await s.call('/venue/api/bet', { session: 'y'.repeat(43), stake: 10, pick: 'big' })).code).toBe(401);
  });

  it('leaves a pending bet unsettled until the operator settles or voids it, once', async () => {
    const { session } = await openGame('ag');
    const before = await venueBalanceOf(s.db, m.id, 'ag');
    const a = await s.call<{ bet_id: string; outcome: string }>('/venue/api/bet', { session, stake: 10, pick: 'small', pending: true });
    const b = await s.call<{ bet_id: string }>('/venue/api/bet', { session, stake: 10, pick: 'small', pending: true });
    expect(a.data.outcome).toBe('pending');
    expect(await venueBalanceOf(s.db, m.id, 'ag')).toBe(before - 2000);
    const settle = (bet_id: string, result: string) => desk.call('/admin/bets/settle', { bet_id, result });
    expect((await settle(a.data.bet_id, 'win')).code).toBe(200);
    expect((await settle(b.data.bet_id, 'void')).code).toBe(200);
    expect((await settle(b.data.bet_id, 'win')).code).toBe(409);
    expect(await venueBalanceOf(s.db, m.id, 'ag')).toBe(before + 1000);
    const rows = (
      await s.db.query<{ status: number }>('SELECT status FROM bets WHERE bet_id IN ($1, $2) ORDER BY bet_id = $1 DESC', [
        a.data.bet_id,
        b.data.bet_id,
      ])
    ).rows;
    expect(rows.map((r) => r.status)).toEqual([1, 0]);
    const records = await s.call<{ data: Array<{ status: number; Code: string }> }>(
      '/api/betrecord',
      { date: 1, page: 1, api_type: 'ag' },
      { token: m.token },
    );
    expect(records.data.data.map((r) => r.status)).toEqual(expect.arrayContaining([0, 1]));
  });

  it('shows rebates and claims exactly the pending ones, once', async () => {
    const list = await s.call<{
      list: { total: number; data: Array<{ gamename: string; money: number; state: number }> };
      jisuan: number;
      nojisuan: number;
    }>('/api/getfanshui', { date: 4, page: 1, api_type: '', type: '' }, { token: m.token });
    expect(list.code).toBe(200);
    expect(list.data.list.total).toBe(2);
    expect(list.data.jisuan).toBe(0);
    const pending = list.data.list.data.reduce((sum, r) => sum + Math.round(r.money * 100), 0);
    expect(Math.round(list.data.nojisuan * 100)).toBe(pending);
    const before = await balanceOf(s.db, m.id);
    expect(await s.call('/api/dofanshui', {}, { token: m.token })).toEqual({ code: 200, message: '成功领取', data: [] });
    expect(await balanceOf(s.db, m.id)).toBe(before + pending);
    expect((await s.call('/api/dofanshui', {}, { token: m.token })).code).toBe(221);
    const after = await s.call<{ jisuan: number; nojisuan: number; list: { total: number } }>(
      '/api/getfanshui',
      { date: 4, page: 1, type: 2 },
      { token: m.token },
    );
    expect(after.data).toMatchObject({ jisuan: pending / 100, nojisuan: 0 });
    expect(after.data.list.total).toBe(2);
    expect(
      (await s.call<{ list: { total: number } }>('/api/getfanshui', { date: 4, page: 1, type: 1 }, { token: m.token })).data.list.total,
    ).toBe(0);
    expect((await s.call('/api/getfanshui', { date: 4, page: 1 })).code).toBe(401);
    expect((await s.call('/api/dofanshui', {})).code).toBe(401);
  });
});
