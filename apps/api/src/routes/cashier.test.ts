import { balanceOf, createMember, TEST_PAY_PASSWORD, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';
import { operatorDesk, type OperatorDesk } from '../test/operators';

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('cashier calls', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  let bankCard: number;
  let usdtCard: number;
  const admin = (path: string, body: object) => desk.call(path, body);

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    m = await createMember(s.db, 'cashier01', 1_000_000);
    const bind = (body: object) => s.call('/api/bindcard', { ...body, pay_pass: TEST_PAY_PASSWORD }, { token: m.token });
    await bind({ bank: '中国银行', bank_owner: '王五', bank_address: '北京分行', bank_no: '6217000011112222' });
    await bind({ bank: 'USDT', bank_owner: 'TRC20', bank_no: TRC20 });
    const { rows } = await s.db.query<{ id: number; kind: string }>('SELECT id, kind FROM cards WHERE user_id = $1', [m.id]);
    bankCard = Number(rows.find((r) => r.kind === 'bank')?.id);
    usdtCard = Number(rows.find((r) => r.kind === 'usdt')?.id);
  });
  afterAll(() => s.close());

  it('answers 401 to member cashier calls without a token', async () => {
    for (const path of ['getPayRange', 'getpaybank', 'recharge', 'payinfo', 'getBetAmount', 'withdraw', 'betrecord', 'gettransrecord']) {
      expect([path, (await s.call(`/api/${path}`, {})).code]).toEqual([path, 401]);
    }
  });

  it('tells which pay ways are open and their ranges', async () => {
    expect(await s.call('/api/get_pay_way', undefined, { method: 'GET' })).toMatchObject({
      code: 200,
      data: { wechat: 1, usdt: 1, alipay: 1, card: 1 },
    });
    expect((await s.call('/api/getPayRange', { type: 'bank' }, { token: m.token })).data).toEqual({ min_price: 100, max_price: 10000 });
    expect((await s.call('/api/getPayRange', { type: 'usdt-erc20' }, { token: m.token })).data).toEqual({
      min_price: 500,
      max_price: 50000,
    });
    expect((await s.call('/api/getPayRange', { type: 'paypal' }, { token: m.token })).code).toBe(422);
  });

  it('lists the receiving accounts with bank_data', async () => {
    const res = await s.call<Array<{ bank_no: string; bank_data: { bank_name: string } }>>('/api/getpaybank', {}, { token: m.token });
    expect(res.data).toHaveLength(2);
    expect(res.data[0].bank_data.bank_name).toBe('中国工商银行');
  });

  it('creates a pending deposit, answers its number in message, and shows it in payinfo', async () => {
    const res = await s.call('/api/recharge', { paytype: 'usdt', catepay: 'TRC20', amount: '720' }, { token: m.token });
    expect(res.code).toBe(200);
    expect(res.data).toEqual([]);
    expect(res.message).toMatch(/^D\d{14}/);
    const info = await s.call<{ info: Record<string, unknown>; cardlist: Record<string, string> }>(
      '/api/payinfo',
      { deposit_no: res.message },
      { token: m.token },
    );
    expect(info.message).toBe('usdtpay');
    expect(info.data.info).toMatchObject({
      out_trade_no: res.message,
      amount: 720,
      paytype: 'USDT',
      usdtrate: '7.20',
      real_money: '100.00',
      catepay: 'TRC20',
    });
    expect(info.data.info['created_at']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(info.data.cardlist).toMatchObject({
      mch_id: expect.stringMatching(/^T/),
      content: expect.any(String),
      payimg: expect.any(String),
    });
    const { rows } = await s.db.query<{ state: number; amount: number }>('SELECT state, amount FROM deposits WHERE order_no = $1', [
      res.message,
    ]);
    expect(rows[0]).toEqual({ state: 1, amount: 72000 });
  });

  it('needs the depositor for bank deposits and shows the receiving accounts', async () => {
    const missing = await s.call('/api/recharge', { paytype: 'bank', amount: 100 }, { token: m.token });
    expect(missing).toMatchObject({ code: 422, message: '请输入存款人姓名' });
    const res = await s.call(
      '/api/recharge',
      { paytype: 'bank', amount: 100, bank_owner: '王五', bank: '中国银行', bank_no: '6217000011112222', bank_address: '北京' },
      { token: m.token },
    );
    const info = await s.call<{ cardlist: unknown[] }>('/api/payinfo', { deposit_no: res.message }, { token: m.token });
    expect(info.message).toBe('bankpay');
    expect(info.data.cardlist).toHaveLength(2);
    const wx = await s.call('/api/recharge', { paytype: 'wxpay', amount: 100 }, { token: m.token });
    expect((await s.call('/api/payinfo', { deposit_no: wx.message }, { token: m.token })).message).toBe('wxpay');
  });

  it("refuses deposits outside the range (212/213), another member's payinfo (202)", async () => {
    expect((await s.call('/api/recharge', { paytype: 'alipay', amount: 99.99 }, { token: m.token })).code).toBe(212);
    expect((await s.call('/api/recharge', { paytype: 'alipay', amount: 5000.01 }, { token: m.token })).code).toBe(213);
    const res = await s.call('/api/recharge', { paytype: 'alipay', amount: 100 }, { token: m.token });
    const other = await createMember(s.db, 'cashier02');
    expect((await s.call('/api/payinfo', { deposit_no: res.message }, { token: other.token })).code).toBe(202);
  });

  it('withdraws: deducts at once, checks order of rules, computes the USDT payout', async () => {
    const w = (body: object, token = m.token) => s.call('/api/withdraw', body, { token });
    expect((await w({ amount: 99, bank: bankCard, password: TEST_PAY_PASSWORD })).code).toBe(214);
    expect((await w({ amount: 100, bank: bankCard, password: 'bad' })).code).toBe(520);
    expect((await w({ amount: 100, bank: 999999, password: TEST_PAY_PASSWORD })).code).toBe(202);
    expect((await w({ amount: 50001, bank: bankCard, password: TEST_PAY_PASSWORD })).code).toBe(215);
    const before = await balanceOf(s.db, m.id);
    expect((await w({ amount: before / 100 + 1, bank: bankCard, password: TEST_PAY_PASSWORD })).code).toBe(208);
    expect(await w({ amount: 100, bank: bankCard, password: TEST_PAY_PASSWORD })).toEqual({
      code: 200,
      message: '提交成功，等待后台审核',
      data: [],
    });
    expect(await balanceOf(s.db, m.id)).toBe(before - 10000);
    expect((await w({ amount: '708.00', bank: usdtCard, password: TEST_PAY_PASSWORD })).code).toBe(200);
    const { rows } = await s.db.query<{ type: number; real_money: string; fee: string }>(
      'SELECT type, real_money::text AS real_money, fee::text AS fee FROM withdrawals WHERE user_id = $1 ORDER BY id',
      [m.id],
    );
    // 708 / 7.00 = 101.14 USDT, minus the 1 USDT TRC20 fee.
    expect(rows[1]).toEqual({ type: 2, real_money: '100.14', fee: '1.00' });
  });

  it('counts the daily withdrawal limit per member (216), not across members', async () => {
    const other = await createMember(s.db, 'cashier03', 100000);
    await s.call(
      '/api/bindcard',
      { bank: '中国银行', bank_owner: '赵六', bank_address: '北京', bank_no: '6217000011113333', pay_pass: TEST_PAY_PASSWORD },
      { token: other.token },
    );
    const card = (await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1', [other.id])).rows[0].id;
    for (let i = 0; i < 3; i++)
      await s.call('/api/withdraw', { amount: 100, bank: bankCard, password: TEST_PAY_PASSWORD }, { token: m.token });
    expect((await s.call('/api/withdraw', { amount: 100, bank: bankCard, password: TEST_PAY_PASSWORD }, { token: m.token })).code).toBe(
      216,
    );
    expect((await s.call('/api/withdraw', { amount: 100, bank: card, password: TEST_PAY_PASSWORD }, { token: other.token })).code).toBe(
      200,
    );
  });

  it('approves a deposit once: credits balance and paysum, moves the VIP level; a second decision is refused', async () => {
    const t = await createMember(s.db, 'cashier04');
    const res = await s.call('/api/recharge', { paytype: 'wxpay', amount: 5000 }, { token: t.token });
    expect(await admin('/admin/deposits/decide', { order_no: res.message, action: 'approve' })).toMatchObject({ code: 200 });
    expect(await balanceOf(s.db, t.id)).toBe(500000);
    const { rows } = await s.db.query<{ paysum: number; vip: number }>('SELECT paysum, vip FROM users WHERE id = $1', [t.id]);
    expect(Number(rows[0].paysum)).toBe(500000);
    const expected = await s.db.query<{ level: number }>(
      'SELECT max(level) AS level FROM vip_levels WHERE recharge <= 500000 AND flow <= 0',
    );
    expect(rows[0].vip).toBe(expected.rows[0].level);
    expect((await admin('/admin/deposits/decide', { order_no: res.message, action: 'refuse', reason: '测试退回' })).code).toBe(409);
    expect(await balanceOf(s.db, t.id)).toBe(500000);

    // Turnover rule: deposits since the last approved withdrawal need 1x valid bets first.
    await s.call(
      '/api/bindcard',
      { bank: '中国银行', bank_owner: '孙七', bank_address: '北京', bank_no: '6217000011114444', pay_pass: TEST_PAY_PASSWORD },
      { token: t.token },
    );
    const card = (await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1', [t.id])).rows[0].id;
    const refused = await s.call('/api/withdraw', { amount: 100, bank: card, password: TEST_PAY_PASSWORD }, { token: t.token });
    expect(refused).toMatchObject({ code: 214, message: expect.stringContaining('打码量') });
    expect((await s.call('/api/getBetAmount', {}, { token: t.token })).data).toEqual({
      bet_amount: 0,
      bet_required: expect.any(Number),
      bet_owed: expect.any(Number),
    });
    const owed = (await s.call<{ bet_required: number; bet_owed: number }>('/api/getBetAmount', {}, { token: t.token })).data;
    // The refusal above and the screen's figure agree: something is owed, all of what is required.
    expect(owed.bet_owed).toBeGreaterThan(0);
    expect(owed.bet_owed).toBe(owed.bet_required);
  });

  it('refusing a withdrawal refunds it through the ledger, once', async () => {
    const before = await balanceOf(s.db, m.id);
    const { rows } = await s.db.query<{ order_no: string; amount: number }>(
      'SELECT order_no, amount FROM withdrawals WHERE user_id = $1 AND state = 1 ORDER BY id LIMIT 2',
      [m.id],
    );
    expect((await admin('/admin/withdrawals/decide', { order_no: rows[0].order_no, action: 'refuse', reason: '测试退回' })).code).toBe(200);
    expect(await balanceOf(s.db, m.id)).toBe(before + Number(rows[0].amount));
    expect((await admin('/admin/withdrawals/decide', { order_no: rows[0].order_no, action: 'approve' })).code).toBe(409);
    expect((await admin('/admin/withdrawals/decide', { order_no: rows[1].order_no, action: 'approve' })).code).toBe(200);
    expect(await balanceOf(s.db, m.id)).toBe(before + Number(rows[0].amount));
    expect((await admin('/admin/withdrawals/decide', { order_no: 'nope', action: 'approve' })).code).toBe(202);
  });

  it('lists transaction records by type as paginators with Chinese pay_way', async () => {
    await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 10 }, { token: m.token });
    await s.call('/api/transall', {}, { token: m.token });
    type Rec = { out_trade_no?: string; amount: number; pay_way: string; state: number; created_at: string };
    const rec = (type: number, extra: object = {}) =>
      s.call<{ current_page: number; data: Rec[]; last_page: number; per_page: number; total: number }>(
        '/api/gettransrecord',
        { date: 4, page: 1, type, ...extra },
        { token: m.token },
      );
    const deposits = await rec(1);
    expect(deposits.data).toMatchObject({ current_page: 1, per_page: 10, last_page: 1 });
    expect(deposits.data.total).toBe(4);
    expect(deposits.data.data[0]).toEqual({
      out_trade_no: expect.stringMatching(/^D/),
      amount: 100,
      pay_way: '支付宝',
      state: 1,
      created_at: expect.any(String),
    });
    const withdrawals = await rec(2);
    expect(withdrawals.data.data.map((r) => r.state).sort()).toEqual([1, 1, 1, 2, 3]);
    const ins = await rec(3);
    expect(ins.data.data[0]).toMatchObject({ amount: 10, pay_way: expect.stringContaining('转入'), state: 1 });
    expect(ins.data.data[0].out_trade_no).toBeUndefined();
    expect((await rec(4)).data.data[0].pay_way).toContain('一键回收');
    expect((await rec(3, { api_type: 'sb' })).data.total).toBe(0);
    expect((await rec(1, { page: 2, pagesize: 3 })).data).toMatchObject({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
  });

  it('lists bet records with the venue name in Code', async () => {
    const demo = await s.db.query<{ token: string }>("SELECT 1 FROM users WHERE username = 'demo888'");
    expect(demo.rows).toHaveLength(1);
    await s.db.query(`INSERT INTO venue_accounts (user_id, venue_code, player_name) VALUES ($1, 'ag', 'x') ON CONFLICT DO NOTHING;`, [
      m.id,
    ]);
    await s.db.query(
      `INSERT INTO bets (bet_id, user_id, venue_code, category, bet_amount, valid_amount, win_loss, status, settled_at) VALUES ('BT1', $1, 'ag', 'realbet', 1000, 1000, -1000, 1, now())`,
      [m.id],
    );
    const res = await s.call<{ data: Array<Record<string, unknown>>; total: number }>(
      '/api/betrecord',
      { date: 1, page: 1, api_type: '' },
      { token: m.token },
    );
    expect(res.data.total).toBe(1);
    expect(res.data.data[0]).toMatchObject({ bet_id: 'BT1', bet_amount: 10, win_loss: -10, status: 1, Code: expect.any(String) });
    expect((await s.call<{ total: number }>('/api/betrecord', { date: 1, page: 1, api_type: 'sb' }, { token: m.token })).data.total).toBe(
      0,
    );
    expect((await s.call('/api/getBetAmount', {}, { token: m.token })).data).toMatchObject({ bet_amount: 10 });
  });
});
