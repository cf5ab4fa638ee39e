import { balanceOf, createMember, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

describe('VipPay hand-off and the demo payment page', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  const admin = (path: string, body: object) => desk.call(path, body);
  const handoff = async (amount: unknown, token = m.token) => s.call<{ url: string }>('/api/vippay', { amount }, { token });
  const countRows = async (table: 'deposits' | 'vippay_handoffs') =>
    Number((await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [m.id])).rows[0].n);
  const confirm = (ticket: string) =>
    s.raw('/vippay/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket }).toString(),
    });
  const pagePath = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    m = await createMember(s.db, 'vippay01');
  });
  afterAll(() => s.close());

  it('is a member call (401 without a session) with its own range in getPayRange', async () => {
    expect((await s.call('/api/vippay', { amount: 500 })).code).toBe(401);
    expect((await s.call('/api/getPayRange', { type: 'vippay' }, { token: m.token })).data).toEqual({ min_price: 100, max_price: 50000 });
  });

  it('validates the amount by the range (212/213/422) and a closed way (500); nothing is created', async () => {
    expect(await handoff('99.99')).toMatchObject({ code: 212, message: '充值金额不能低于100.00元' });
    expect(await handoff('50000.01')).toMatchObject({ code: 213, message: '充值金额不能高于50000.00元' });
    expect((await handoff('1e3')).code).toBe(422);
    expect((await s.call('/api/vippay', {}, { token: m.token })).code).toBe(422);
    await s.db.query("UPDATE pay_channels SET enabled = 0 WHERE code = 'vippay'");
    expect((await handoff('500')).code).toBe(500);
    await s.db.query("UPDATE pay_channels SET enabled = 1 WHERE code = 'vippay'");
    expect(await countRows('vippay_handoffs')).toBe(0);
    expect(await countRows('deposits')).toBe(0);
  });

  it('hands over a one-time ticket and the amount, never the session token; the order waits for the confirm', async () => {
    const res = await handoff('500');
    expect(res.code).toBe(200);
    const url = new URL(res.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${s.baseUrl}/vippay/pay`);
    expect(url.searchParams.get('amount')).toBe('500.00');
    expect(url.searchParams.get('ticket')).toMatch(/^[\w-]{40,}$/);
    expect(res.data.url).not.toContain(m.token);
    expect(await countRows('deposits')).toBe(0);

    const page = await s.raw(pagePath(res.data.url));
    expect(page.status).toBe(200);
    expect(page.text).toContain('¥500.00');
    expect(page.text).toContain('确认支付');
    expect(page.text).toContain(`href="${s.baseUrl}/#/recharge"`);
    expect(page.text).not.toContain('<script');
    expect(page.text).not.toMatch(/(src)=["']?https?:/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses an edited amount in the address and an unknown ticket', async () => {
    const res = await handoff('500');
    const edited = new URL(res.data.url);
    edited.searchParams.set('amount', '5000.00');
    const page = await s.raw(pagePath(edited.toString()));
    expect(page.status).toBe(400);
    expect(page.text).toContain('支付金额与订单不符');
    expect(page.text).not.toContain('确认支付');
    expect((await s.raw('/vippay/pay?ticket=nope&amount=500.00')).status).toBe(410);
    expect((await confirm('nope')).status).toBe(410);
  });

  it('confirming creates one pending vippay deposit (a second confirm shows the same), which the operator approves', async () => {
    const before = await balanceOf(s.db, m.id);
    const deposits = await countRows('deposits');
    const res = await handoff('888.80');
    const ticket = new URL(res.data.url).searchParams.get('ticket') ?? '';
    const [first, second] = await Promise.all([confirm(ticket), confirm(ticket)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const orderNo = /D\d{14,}/.exec(first.text)?.[0] ?? '';
    expect(orderNo).not.toBe('');
    expect(second.text).toContain(orderNo);
    expect(first.text).toContain(`href="${s.baseUrl}/#/transRecord"`);
    expect(await countRows('deposits')).toBe(deposits + 1);
    const { rows } = await s.db.query<{ paytype: string; amount: number; state: number }>(
      'SELECT paytype, amount, state FROM deposits WHERE order_no = $1',
      [orderNo],
    );
    expect(rows[0]).toEqual({ paytype: 'vippay', amount: 88880, state: 1 });
    // The page of a confirmed hand-off shows the order instead of a second button.
    const again = await s.raw(pagePath(res.data.url));
    expect(again.text).toContain(orderNo);
    expect(again.text).not.toContain('确认支付');

    const records = await s.call<{ data: Array<Record<string, unknown>> }>(
      '/api/gettransrecord',
      { type: 1, date: 1, page: 1, api_type: '' },
      { token: m.token },
    );
    expect(records.data.data[0]).toMatchObject({ out_trade_no: orderNo, amount: 888.8, pay_way: 'VipPay', state: 1 });
    expect((await s.call('/api/payinfo', { deposit_no: orderNo }, { token: m.token })).message).toBe('vippay');
    expect(await balanceOf(s.db, m.id)).toBe(before);
    expect(await admin('/admin/deposits/decide', { order_no: orderNo, action: 'approve' })).toMatchObject({ code: 200 });
    expect(await balanceOf(s.db, m.id)).toBe(before + 88880);
  });

  it('re-checks the range at the confirm and refuses an expired hand-off', async () => {
    const narrowed = await handoff('3000');
    await s.db.query("UPDATE pay_channels SET max_amount = 200000 WHERE code = 'vippay'");
    const refused = await confirm(new URL(narrowed.data.url).searchParams.get('ticket') ?? '');
    await s.db.query("UPDATE pay_channels SET max_amount = 5000000 WHERE code = 'vippay'");
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('充值金额不能高于2000.00元');
    const late = await handoff('300');
    await s.db.query("UPDATE vippay_handoffs SET expires_at = now() - interval '1 second' WHERE order_no IS NULL");
    const ticket = new URL(late.data.url).searchParams.get('ticket') ?? '';
    expect((await s.raw(pagePath(late.data.url))).status).toBe(410);
    const expired = await confirm(ticket);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('支付链接已失效');
  });

  it('goes to the payment site the operator configured (vippay_url, web addresses only)', async () => {
    expect(await admin('/admin/config', { key: 'vippay_url', value: 'javascript:alert(1)' })).toMatchObject({
      code: 422,
      message: '请输入以 http:// 或 https:// 开头的网址',
    });
    expect((await admin('/admin/config', { key: 'vippay_url', value: 'https://pay.example.com/checkout?merchant=h5' })).code).toBe(200);
    const url = new URL((await handoff('500')).data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example.com/checkout');
    expect(url.searchParams.get('merchant')).toBe('h5');
    expect(url.searchParams.get('amount')).toBe('500.00');
    await admin('/admin/config', { key: 'vippay_url', value: '' });
  });
});
