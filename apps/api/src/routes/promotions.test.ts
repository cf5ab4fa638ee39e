import { balanceOf, createMember, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

describe('red packets', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  const deposit = async (member: TestMember, yuan: number) => {
    const res = await s.call('/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: yuan }, { token: member.token });
    await desk.call('/admin/deposits/decide', { order_no: res.message, action: 'approve' });
  };
  type Info = { sendnums: number; acquirednum: number; max_times: number; redPacketStatus: string; rules: Array<Record<string, unknown>> };

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    m = await createMember(s.db, 'packet01');
  });
  afterAll(() => s.close());

  it('answers 401 without a session', async () => {
    expect((await s.call('/api/userredpacket', undefined, { method: 'GET' })).code).toBe(401);
    expect((await s.call('/api/douserredpacket', {})).code).toBe(401);
    expect((await s.call('/api/redpacket', { page: 1 })).code).toBe(401);
  });

  it('shows the rules and no grabs before a deposit; a grab is refused with 203', async () => {
    const info = await s.call<Info>('/api/userredpacket?page=1', undefined, { method: 'GET', token: m.token });
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({ sendnums: 0, acquirednum: 0, max_times: 0, redPacketStatus: 'STARTING' });
    expect(info.data.rules[0]).toEqual({
      start_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      end_time: expect.any(String),
      day_flow: 100,
      flow_money: 999.99,
      recharge: 1,
      money: '5.00',
    });
    expect(await s.call('/api/douserredpacket', {}, { token: m.token })).toMatchObject({
      code: 203,
      message: '您暂未达到领取条件，快去完成吧！',
    });
  });

  it('grants the grabs of the matching band and credits each grab within the cap', async () => {
    await deposit(m, 1000);
    const info = await s.call<Info>('/api/userredpacket', { page: 1 }, { token: m.token });
    expect(info.data).toMatchObject({ sendnums: 3, acquirednum: 0, max_times: 3 });
    const before = await balanceOf(s.db, m.id);
    const grab = await s.call<{ redpacketmoney: number; sendnums: number; acquirednum: number }>(
      '/api/douserredpacket',
      {},
      { token: m.token },
    );
    expect(grab).toMatchObject({ code: 200, message: '成功领取', data: { sendnums: 2, acquirednum: 1 } });
    expect(grab.data.redpacketmoney).toBeGreaterThanOrEqual(1);
    expect(grab.data.redpacketmoney).toBeLessThanOrEqual(30);
    expect(await balanceOf(s.db, m.id)).toBe(before + Math.round(grab.data.redpacketmoney * 100));
    await s.call('/api/douserredpacket', {}, { token: m.token });
    await s.call('/api/douserredpacket', {}, { token: m.token });
    expect((await s.call('/api/douserredpacket', {}, { token: m.token })).code).toBe(203);
    const records = await s.call<{
      total: number;
      data: Array<{ money: number; redpacketmoney: number; created_at: string; usetime: string }>;
    }>('/api/redpacket', { page: 1 }, { token: m.token });
    expect(records.data.total).toBe(3);
    expect(records.data.data[0]).toMatchObject({ money: 1000, usetime: expect.any(String) });
  });

  it('refuses grabs while the red-packet switch is off', async () => {
    const t = await createMember(s.db, 'packet02');
    await deposit(t, 200);
    await s.db.query("UPDATE site_config SET value = '0' WHERE key = 'redpacket_switch'");
    expect((await s.call('/api/douserredpacket', {}, { token: t.token })).code).toBe(500);
    await s.db.query("UPDATE site_config SET value = '1' WHERE key = 'redpacket_switch'");
    expect((await s.call('/api/douserredpacket', {}, { token: t.token })).code).toBe(200);
  });
});
