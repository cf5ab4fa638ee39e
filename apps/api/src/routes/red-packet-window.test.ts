import { formatDateTime } from '../http/time';
import { balanceOf, createMember, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

const HOUR_MS = 60 * 60 * 1000;

/** POST /admin/redpackets/window: the operator opens, delays or closes the red-packet event. */
describe('operator API: the red-packet window', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  type Info = { sendnums: number; redPacketStatus: string; rules: Array<{ start_time: string; end_time: string }> };
  const info = async () => (await s.call<Info>('/api/userredpacket?page=1', undefined, { method: 'GET', token: m.token })).data;
  const setWindow = async (start_time: string, end_time: string, headers?: Record<string, string>) =>
    s.call<{ start_time: string; end_time: string; rules: number }>(
      '/admin/redpackets/window',
      { start_time, end_time },
      { headers: headers ?? (await desk.headers('content')) },
    );
  /** A window from `fromHours` to `toHours` hours away from now, in the site's Beijing format. */
  const hoursAway = (fromHours: number, toHours: number) =>
    [formatDateTime(Date.now() + fromHours * HOUR_MS), formatDateTime(Date.now() + toHours * HOUR_MS)] as const;

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    m = await createMember(s.db, 'window01');
    const order = await s.call('/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: 1000 }, { token: m.token });
    await desk.call('/admin/deposits/decide', { order_no: order.message, action: 'approve' });
  });
  afterAll(() => s.close());

  it('needs the operator token', async () => {
    const [start, end] = hoursAway(1, 2);
    expect((await setWindow(start, end, {})).code).toBe(401);
    expect((await info()).redPacketStatus).toBe('STARTING');
  });

  it('a window that has not started: every rule shows it, status READY, a grab is refused and pays nothing', async () => {
    const [start, end] = hoursAway(2, 26);
    expect(await setWindow(start, end)).toEqual({ code: 200, message: '操作成功', data: { start_time: start, end_time: end, rules: 3 } });
    const now = await info();
    expect(now.redPacketStatus).toBe('READY');
    expect(now.rules.map((r) => [r.start_time, r.end_time])).toEqual([
      [start, end],
      [start, end],
      [start, end],
    ]);
    const before = await balanceOf(s.db, m.id);
    expect(await s.call('/api/douserredpacket', {}, { token: m.token })).toMatchObject({ code: 500, message: '暂无红包可抢' });
    expect(await balanceOf(s.db, m.id)).toBe(before);
  });

  it('a window that is over: status END, a grab is refused', async () => {
    const [start, end] = hoursAway(-48, -1);
    expect((await setWindow(start, end)).code).toBe(200);
    expect((await info()).redPacketStatus).toBe('END');
    expect((await s.call('/api/douserredpacket', {}, { token: m.token })).code).toBe(500);
  });

  it('a window around now reopens the event: the deposit earns its grabs again and one pays', async () => {
    const [start, end] = hoursAway(-1, 24);
    expect((await setWindow(start, end)).code).toBe(200);
    expect(await info()).toMatchObject({ redPacketStatus: 'STARTING', sendnums: 3 });
    expect((await s.call('/api/douserredpacket', {}, { token: m.token })).code).toBe(200);
  });

  it('refuses a malformed or impossible time and an end not after the start, changing nothing', async () => {
    const before = (await info()).rules;
    expect(await setWindow('2026-02-30 10:00:00', '2026-03-01 10:00:00')).toMatchObject({
      code: 422,
      message: '时间格式应为 YYYY-MM-DD HH:mm:ss',
    });
    expect((await setWindow('2026/03/01 10:00:00', '2026-03-02 10:00:00')).code).toBe(422);
    expect(await setWindow('2026-03-02 10:00:00', '2026-03-02 10:00:00')).toMatchObject({ code: 422, message: '结束时间必须晚于开始时间' });
    expect((await desk.call('/admin/redpackets/window', { start_time: '2026-03-02 10:00:00' })).code).toBe(422);
    expect((await info()).rules).toEqual(before);
  });
});
