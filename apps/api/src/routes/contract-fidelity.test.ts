import { createMember, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * The shapes the site's existing client reads (docs/api.md): its /payInfo screen reads
 * `data.deposit_no` and `cardlist.mch_id/content/payimg` directly, its /concise screen posts
 * `{platform_name: <tab>}`. Pinned field by field so a drift breaks here, not on the phone.
 */
describe('contract fidelity: payinfo and gamelistBycode', () => {
  let s: TestServer;
  let m: TestMember;

  beforeAll(async () => {
    s = await startTestServer();
    m = await createMember(s.db, 'contract01', 1_000_000);
  });
  afterAll(() => s.close());

  const deposit = async (body: object): Promise<string> => {
    const res = await s.call('/api/recharge', { amount: '600', ...body }, { token: m.token });
    expect(res.code).toBe(200);
    return res.message;
  };
  const payinfo = (no: string) => s.call<Record<string, unknown>>('/api/payinfo', { deposit_no: no }, { token: m.token });
  const channelRow = async (code: string) =>
    (
      await s.db.query<{ mch_id: string; content: string; payimg: string }>(
        'SELECT mch_id, content, payimg FROM pay_channels WHERE code = $1',
        [code],
      )
    ).rows[0];
  const info = (no: string, paytype: string) => ({
    out_trade_no: no,
    amount: 600,
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    paytype,
  });

  it.each([
    {
      way: 'usdt TRC20',
      body: { paytype: 'usdt', catepay: 'TRC20' },
      channel: 'usdt-trc20',
      kind: 'usdtpay',
      label: 'USDT',
      usdt: 'TRC20',
    },
    {
      way: 'usdt ERC20',
      body: { paytype: 'usdt', catepay: 'ERC20' },
      channel: 'usdt-erc20',
      kind: 'usdtpay',
      label: 'USDT',
      usdt: 'ERC20',
    },
    { way: 'wechat', body: { paytype: 'wxpay' }, channel: 'wechat', kind: 'wxpay', label: '微信' },
    { way: 'alipay', body: { paytype: 'alipay' }, channel: 'alipay', kind: 'alipay', label: '支付宝' },
  ])('payinfo for $way: deposit_no, info, and cardlist as one channel object', async ({ body, channel, kind, label, usdt }) => {
    const no = await deposit(body);
    const res = await payinfo(no);
    const c = await channelRow(channel);
    expect(res.message).toBe(kind);
    expect(Object.keys(res.data).sort()).toEqual(['cardlist', 'deposit_no', 'info']);
    expect(res.data['deposit_no']).toBe(no);
    const usdtInfo = usdt ? { catepay: usdt, usdtrate: '7.20', real_money: '83.33' } : {};
    expect(res.data['info']).toEqual({ ...info(no, label), ...usdtInfo });
    // One object, exactly the three fields the screen reads, not a list.
    expect(Array.isArray(res.data['cardlist'])).toBe(false);
    // payimg: the server's drawn QR when nothing is uploaded (payinfo-picture.test.ts decodes it).
    expect(res.data['cardlist']).toEqual({
      mch_id: c.mch_id,
      content: c.content,
      payimg: expect.stringMatching(/^http:\/\/.+\/pictures\/pay-qr\/.+\.png$/),
    });
    expect(c.payimg).toBe('');
    expect(c.mch_id).not.toBe('');
  });

  it('payinfo for bank: deposit_no and the list of receiving accounts', async () => {
    const no = await deposit({ paytype: 'bank', bank_owner: '王五', bank: '中国银行', bank_no: '6217000011112222', bank_address: '北京' });
    const res = await payinfo(no);
    expect(res.message).toBe('bankpay');
    expect(Object.keys(res.data).sort()).toEqual(['cardlist', 'deposit_no', 'info']);
    expect(res.data['deposit_no']).toBe(no);
    expect(res.data['info']).toEqual(info(no, '银行卡'));
    const list = res.data['cardlist'] as Array<Record<string, unknown>>;
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
    for (const account of list) {
      expect(account).toEqual({
        id: expect.any(Number),
        bank_no: expect.any(String),
        bank_owner: expect.any(String),
        bank_address: expect.any(String),
        bank_data: { bank_name: expect.any(String) },
      });
    }
  });

  it('payinfo answers cardlist null (never an empty list) when the way has no channel configured', async () => {
    const no = await deposit({ paytype: 'alipay' });
    await s.db.query("UPDATE pay_channels SET code = 'alipay-gone' WHERE code = 'alipay'");
    try {
      const res = await payinfo(no);
      expect(res.code).toBe(200);
      expect(res.data['cardlist']).toBeNull();
      expect(res.data['deposit_no']).toBe(no);
    } finally {
      await s.db.query("UPDATE pay_channels SET code = 'alipay' WHERE code = 'alipay-gone'");
    }
  });

  type Game = Record<string, string>;
  const games = (body: object) => s.call<Game[]>('/api/gamelistBycode', body);

  it("gamelistBycode answers the tab sent as platform_name, as the site's client sends it", async () => {
    const res = await games({ platform_name: 'pp' });
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    for (const g of res.data) {
      expect(Object.keys(g).sort()).toEqual(expect.arrayContaining(['catecode', 'gamecode', 'gamename', 'gamepic']));
      expect(g['catecode']).toBe('pp');
    }
  });

  it('gamelistBycode still answers gamecode, and platform_name wins when both come', async () => {
    const byCode = await games({ gamecode: 'ae' });
    expect(byCode.code).toBe(200);
    expect(byCode.data.every((g) => g['catecode'] === 'ae')).toBe(true);
    const both = await games({ platform_name: 'fgdz', gamecode: 'ae' });
    expect(both.data.length).toBeGreaterThan(0);
    expect(both.data.every((g) => g['catecode'] === 'fgdz')).toBe(true);
  });

  it('gamelistBycode refuses an unknown or missing tab with a clear message naming the field', async () => {
    expect(await games({ platform_name: 'nope' })).toEqual({ code: 422, message: '参数错误：platform_name', data: [] });
    expect(await games({ gamecode: 'nope' })).toEqual({ code: 422, message: '参数错误：gamecode', data: [] });
    expect(await games({})).toEqual({ code: 422, message: '参数错误：gamecode', data: [] });
  });
});
