import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createMember, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * The site's old client shows `cardlist.payimg` as its pay-code picture (docs/api.md "payinfo").
 * With no upload the server draws the QR itself: for each way, the address payinfo answers
 * loads as a PNG that a QR reader decodes to what the player pays to; an operator's upload wins.
 */
describe('payinfo: payimg is a picture of what the player pays to', () => {
  let s: TestServer;
  let m: TestMember;

  beforeAll(async () => {
    s = await startTestServer();
    m = await createMember(s.db, 'payimg01', 1_000_000);
  });
  afterAll(() => s.close());

  const payimgOf = async (body: object): Promise<string> => {
    const deposit = await s.call('/api/recharge', { amount: '600', ...body }, { token: m.token });
    expect(deposit.code).toBe(200);
    const res = await s.call<{ cardlist: { payimg: string } }>('/api/payinfo', { deposit_no: deposit.message }, { token: m.token });
    expect(res.code).toBe(200);
    return res.data.cardlist.payimg;
  };
  const channel = async (code: string) =>
    (await s.db.query<{ mch_id: string; content: string }>('SELECT mch_id, content FROM pay_channels WHERE code = $1', [code])).rows[0];

  /** What a browser does with the address: fetch it as a picture; then what a phone's camera reads. */
  const decode = async (address: string): Promise<string | null> => {
    const res = await fetch(address);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  };

  it.each([
    { way: 'USDT TRC20', body: { paytype: 'usdt', catepay: 'TRC20' }, code: 'usdt-trc20' },
    { way: 'USDT ERC20', body: { paytype: 'usdt', catepay: 'ERC20' }, code: 'usdt-erc20' },
    { way: 'WeChat', body: { paytype: 'wxpay' }, code: 'wechat' },
    { way: 'Alipay', body: { paytype: 'alipay' }, code: 'alipay' },
  ])('$way: an absolute address on this server whose PNG decodes to the receiving account', async ({ body, code }) => {
    const payimg = await payimgOf(body);
    expect(payimg).toMatch(new RegExp(`^${s.baseUrl}/pictures/pay-qr/${code}/[0-9a-f]{16}\\.png$`));
    const { mch_id } = await channel(code);
    expect(mch_id).not.toBe('');
    expect(await decode(payimg)).toBe(mch_id);
  });

  it('a new receiving address gets a new picture; the old address is gone, and no other code can be drawn', async () => {
    const before = await payimgOf({ paytype: 'usdt', catepay: 'TRC20' });
    const address = 'TNewAddr9kq3VfW2sLp8RmX4yZc7bJd5hE';
    await s.db.query("UPDATE pay_channels SET mch_id = $1 WHERE code = 'usdt-trc20'", [address]);
    const after = await payimgOf({ paytype: 'usdt', catepay: 'TRC20' });
    expect(after).not.toBe(before);
    expect(await decode(after)).toBe(address);
    expect((await s.raw(new URL(before).pathname)).status).toBe(404);
    for (const path of [
      '/pictures/pay-qr/bank/0123456789abcdef.png',
      '/pictures/pay-qr/usdt-trc20/zz.png',
      '/pictures/pay-qr/__proto__/0123456789abcdef.png',
    ])
      expect((await s.raw(path)).status).toBe(404);
  });

  it("WeChat: the operator's payment link written in content is what the code says", async () => {
    const link = 'wxp://f2f0NewLink7nJd9K3mX2sQ8vB5hR1c';
    await s.db.query("UPDATE pay_channels SET content = $1 WHERE code = 'wechat'", [link]);
    expect(await decode(await payimgOf({ paytype: 'wxpay' }))).toBe(link);
  });

  it("an operator's uploaded picture wins, as an absolute address the browser loads", async () => {
    await s.db.query("UPDATE pay_channels SET payimg = '/pictures/app/qrcode.svg' WHERE code = 'alipay'");
    const payimg = await payimgOf({ paytype: 'alipay' });
    expect(payimg).toBe(`${s.baseUrl}/pictures/app/qrcode.svg`);
    const res = await fetch(payimg);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    // Read to the end: an answer left unread keeps its connection busy, and the server's close
    // waits for it (the suite's teardown hung past its minute on a loaded machine).
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
