import { createMember, balanceOf, venueBalanceOf, TEST_PAY_PASSWORD, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';

describe('wallet calls', () => {
  let s: TestServer;
  let m: TestMember;
  beforeAll(async () => {
    s = await startTestServer();
    m = await createMember(s.db, 'wallet01', 50000);
  });
  afterAll(() => s.close());

  it('answers 401 to every wallet call without a valid token', async () => {
    for (const path of ['balancelist', 'transfer', 'transall', 'uptransferstatus', 'getcard', 'bindcard', 'delcard']) {
      const res = await s.call(`/api/${path}`, {}, { token: 'x'.repeat(43) });
      expect([path, res.code]).toEqual([path, 401]);
    }
  });

  it('lists every enabled venue with a %.2f balance once used, 0 before', async () => {
    const res = await s.call<Array<{ name: string; platname: string; balance: string | number }>>(
      '/api/balancelist',
      {},
      { token: m.token },
    );
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThanOrEqual(6);
    expect(res.data[0]).toEqual({ name: expect.any(String), platname: expect.any(String), balance: 0 });
    await s.call('/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: '100.99' }, { token: m.token });
    const after = await s.call<Array<{ platname: string; balance: string | number }>>('/api/balancelist', {}, { token: m.token });
    expect(after.data.find((v) => v.platname === 'ag')?.balance).toBe('100.00');
  });

  it('transfers whole yuan both ways and ledgers both sides', async () => {
    const before = await balanceOf(s.db, m.id);
    const res = await s.call<{ balance: number }>(
      '/api/transfer',
      { sourcetype: 'userbalance', targettype: 'sb', amount: 50.7 },
      { token: m.token },
    );
    expect(res).toMatchObject({ code: 200, data: { balance: (before - 5000) / 100 } });
    expect(await venueBalanceOf(s.db, m.id, 'sb')).toBe(5000);
    const back = await s.call<{ balance: number }>(
      '/api/transfer',
      { sourcetype: 'sb', targettype: 'userbalance', amount: '20' },
      { token: m.token },
    );
    expect(back.data.balance).toBe((before - 3000) / 100);
    const { rows } = await s.db.query<{ kind: string; wallet: string; amount: number }>(
      "SELECT kind, wallet, amount FROM ledger WHERE user_id = $1 AND wallet IN ('main', 'sb') AND kind LIKE 'transfer%' ORDER BY id DESC LIMIT 4",
      [m.id],
    );
    expect(rows.map((r) => [r.kind, r.wallet, Number(r.amount)])).toEqual([
      ['transfer_out', 'main', 2000],
      ['transfer_out', 'sb', -2000],
      ['transfer_in', 'sb', 5000],
      ['transfer_in', 'main', -5000],
    ]);
  });

  it('refuses venue-to-venue and same-side transfers with 209, unknown venues with 209, short balances with 210', async () => {
    const t = (body: object) => s.call('/api/transfer', body, { token: m.token });
    expect((await t({ sourcetype: 'ag', targettype: 'sb', amount: 1 })).code).toBe(209);
    expect((await t({ sourcetype: 'userbalance', targettype: 'userbalance', amount: 1 })).code).toBe(209);
    expect((await t({ sourcetype: 'userbalance', targettype: 'nosuch', amount: 1 })).code).toBe(209);
    expect((await t({ sourcetype: 'userbalance', targettype: 'ag', amount: 1_000_000 })).code).toBe(210);
    expect((await t({ sourcetype: 'ag', targettype: 'userbalance', amount: 1_000_000 })).code).toBe(210);
    expect((await t({ sourcetype: 'userbalance', targettype: 'ag', amount: '0.5' })).code).toBe(422);
  });

  it('recalls every venue with money (not only the last one) and says when there is nothing', async () => {
    const total = (await balanceOf(s.db, m.id)) + (await venueBalanceOf(s.db, m.id, 'ag')) + (await venueBalanceOf(s.db, m.id, 'sb'));
    const res = await s.call('/api/transall', {}, { token: m.token });
    expect(res).toEqual({ code: 200, message: '回收成功', data: '' });
    expect(await venueBalanceOf(s.db, m.id, 'ag')).toBe(0);
    expect(await venueBalanceOf(s.db, m.id, 'sb')).toBe(0);
    expect(await balanceOf(s.db, m.id)).toBe(total);
    expect(await s.call('/api/transall', {}, { token: m.token })).toEqual({ code: 200, message: '没有可回收的金额', data: '' });
  });

  it('writes only the auto-transfer flag', async () => {
    const res = await s.call(
      '/api/uptransferstatus',
      { transferstatus: 1, balance: 999999, vip: 10, username: 'hacker' },
      { token: m.token },
    );
    expect(res.code).toBe(200);
    const { rows } = await s.db.query<{ transferstatus: number; vip: number; username: string }>(
      'SELECT transferstatus, vip, username FROM users WHERE id = $1',
      [m.id],
    );
    expect(rows[0]).toEqual({ transferstatus: 1, vip: 1, username: 'wallet01' });
    expect((await s.call('/api/uptransferstatus', { transferstatus: 2 }, { token: m.token })).code).toBe(422);
    await s.call('/api/uptransferstatus', { transferstatus: '0' }, { token: m.token });
  });

  it('binds, lists and unbinds cards; checks the pay password, address formats and the limit of 5 per kind', async () => {
    const bind = (body: object, token = m.token) => s.call('/api/bindcard', body, { token });
    const bank = {
      bank: '中国银行',
      bank_owner: '李四',
      bank_address: '上海分行',
      bank_no: '6217000011112222',
      pay_pass: TEST_PAY_PASSWORD,
    };
    expect(await bind(bank)).toEqual({ code: 200, message: '绑定成功', data: [] });
    expect((await bind({ ...bank, pay_pass: 'wrong1' })).code).toBe(520);
    expect((await bind({ ...bank, bank_no: '123' })).code).toBe(422);
    expect((await bind({ ...bank, bank: '不存在银行' })).code).toBe(422);
    const noPay = await createMember(s.db, 'wallet02', 0, { payPassword: false });
    expect((await bind(bank, noPay.token)).code).toBe(251);

    const usdt = { bank: 'USDT', bank_owner: 'TRC20', bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', pay_pass: TEST_PAY_PASSWORD };
    expect((await bind(usdt)).code).toBe(200);
    expect((await bind({ ...usdt, bank_no: '0x' + 'a'.repeat(40) })).code).toBe(422);
    expect((await bind({ ...usdt, bank_owner: 'ERC20', bank_no: '0x' + 'a'.repeat(40) })).code).toBe(200);
    expect((await bind({ ...usdt, bank_owner: 'BEP20' })).code).toBe(422);

    for (let i = 0; i < 4; i++) await bind({ ...bank, bank_no: `621700001111${3000 + i}` });
    expect(await bind({ ...bank, bank_no: '6217000011119999' })).toMatchObject({ code: 207, message: '最多支持添加5张银行卡' });

    const cards = await s.call<Array<{ id: number; bank: string; bank_no: string; bank_owner: string; ico: string; bank_not: string }>>(
      '/api/getcard',
      { type: 1 },
      { token: m.token },
    );
    expect(cards.data).toHaveLength(5);
    expect(cards.data[0]).toMatchObject({ bank: '中国银行', bank_no: '6217000011112222', bank_owner: '李四', bank_not: '2222' });
    expect(cards.data[0].ico).toMatch(/^data:image\/svg\+xml/);
    const wallets = await s.call<Array<{ bank: string; bank_owner: string }>>('/api/getcard', { type: '2' }, { token: m.token });
    expect(wallets.data.map((c) => c.bank_owner)).toEqual(['TRC20', 'ERC20']);

    const other = await createMember(s.db, 'wallet03');
    expect((await s.call('/api/delcard', { id: cards.data[0].id }, { token: other.token })).code).toBe(202);
    expect(await s.call('/api/delcard', { id: cards.data[0].id }, { token: m.token })).toEqual({
      code: 200,
      message: '解绑成功',
      data: [],
    });
    expect((await s.call('/api/delcard', { id: cards.data[0].id }, { token: m.token })).code).toBe(202);
  });

  it('lists the banks without a session', async () => {
    const res = await s.call<Array<{ id: number; bank_name: string; ico: string }>>('/api/banklist', {});
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(10);
    expect(res.data[0].bank_name).toBe('中国工商银行');
  });

  it('honours Idempotency-Key: a repeated transfer moves money once and answers the first result', async () => {
    const before = await balanceOf(s.db, m.id);
    const headers = { 'idempotency-key': 'transfer-key-1' };
    const body = { sourcetype: 'userbalance', targettype: 'ag', amount: 10 };
    const [a, b] = await Promise.all([
      s.call('/api/transfer', body, { token: m.token, headers }),
      s.call('/api/transfer', body, { token: m.token, headers }),
    ]);
    const c = await s.call('/api/transfer', body, { token: m.token, headers });
    expect(a).toEqual(b);
    expect(c).toEqual(a);
    expect(await balanceOf(s.db, m.id)).toBe(before - 1000);
    expect((await s.call('/api/transall', {}, { token: m.token, headers })).code).toBe(422);
  });
});
