import { createMember, TEST_PAY_PASSWORD, type TestMember } from './money/test-members';
import { startTestServer, type TestServer } from './test/harness';
import { operatorDesk, type OperatorDesk } from './test/operators';

const HOSTILE: unknown[] = [
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  1e308,
  '99999999999999999999',
  -1,
  0.001,
  'NaN',
  '１００',
  '\u0000\u202e',
  null,
  [],
  { $gt: 0 },
  true,
  'x'.repeat(3000),
];

// A name may be spelt 'NaN' and a card number may have 20 digits: valid text, not hostile.
const PLAIN_TEXT = { bank_owner: ['NaN'], bank_address: ['NaN'], bank_no: ['99999999999999999999'] };

/** Every money route, a valid body, and the fields to spoil one at a time. */
const ROUTES: Array<{
  path: string;
  body: Record<string, unknown>;
  fields: string[];
  mutates: boolean;
  admin?: boolean;
  valid?: Record<string, unknown[]>;
}> = [
  {
    path: '/api/transfer',
    body: { sourcetype: 'userbalance', targettype: 'ag', amount: 10 },
    fields: ['sourcetype', 'targettype', 'amount'],
    mutates: true,
  },
  {
    path: '/api/withdraw',
    body: { amount: 100, bank: 0, password: TEST_PAY_PASSWORD },
    fields: ['amount', 'bank', 'password'],
    mutates: true,
  },
  {
    path: '/api/recharge',
    body: { paytype: 'bank', amount: 100, bank: '中国银行', bank_owner: '测试', bank_no: '6217000011112222', bank_address: '北京' },
    fields: ['paytype', 'amount', 'bank_owner', 'bank_no', 'bank_address'],
    mutates: true,
    valid: PLAIN_TEXT,
  },
  { path: '/api/recharge', body: { paytype: 'usdt', catepay: 'TRC20', amount: 100 }, fields: ['catepay', 'amount'], mutates: true },
  {
    path: '/api/bindcard',
    body: { bank: '中国银行', bank_owner: '测试', bank_address: '北京', bank_no: '6217000011119999', pay_pass: TEST_PAY_PASSWORD },
    fields: ['bank', 'bank_owner', 'bank_address', 'bank_no', 'pay_pass'],
    mutates: true,
    valid: PLAIN_TEXT,
  },
  {
    path: '/api/bindcard',
    body: { bank: 'USDT', bank_owner: 'TRC20', bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', pay_pass: TEST_PAY_PASSWORD },
    fields: ['bank_owner', 'bank_no'],
    mutates: true,
  },
  { path: '/api/delcard', body: { id: 1 }, fields: ['id'], mutates: true },
  { path: '/api/uptransferstatus', body: { transferstatus: 1 }, fields: ['transferstatus'], mutates: true },
  { path: '/api/getcard', body: { type: 1 }, fields: ['type'], mutates: false },
  { path: '/api/getPayRange', body: { type: 'bank' }, fields: ['type'], mutates: false },
  { path: '/api/payinfo', body: { deposit_no: 'D1' }, fields: ['deposit_no'], mutates: false },
  { path: '/api/betrecord', body: { date: 1, page: 1, api_type: '' }, fields: ['date', 'page', 'api_type'], mutates: false },
  {
    path: '/api/gettransrecord',
    body: { date: 1, page: 1, type: 1, api_type: '' },
    fields: ['date', 'page', 'type', 'api_type'],
    mutates: false,
  },
  {
    path: '/api/getfanshui',
    body: { date: 1, page: 1, api_type: '', type: '' },
    fields: ['date', 'page', 'api_type', 'type'],
    mutates: false,
  },
  { path: '/api/redpacket', body: { page: 1 }, fields: ['page'], mutates: false },
  {
    path: '/api/getGameUrl',
    body: { plat_name: 'ag', game_type: '0', game_code: 'realbet', is_mobile_url: 1 },
    fields: ['plat_name', 'is_mobile_url'],
    mutates: true,
  },
  {
    path: '/venue/api/bet',
    body: { session: 's'.repeat(43), stake: 10, pick: 'big' },
    fields: ['session', 'stake', 'pick'],
    mutates: true,
  },
  // A negative adjustment and any plain reason text are legitimate here.
  {
    path: '/admin/balance/adjust',
    body: { username: 'badinput1', amount: 10, reason: 'test' },
    fields: ['username', 'amount'],
    mutates: true,
    admin: true,
    valid: { amount: [-1] },
  },
  {
    path: '/admin/deposits/decide',
    body: { order_no: 'D1', action: 'approve' },
    fields: ['order_no', 'action'],
    mutates: true,
    admin: true,
  },
  {
    path: '/admin/withdrawals/decide',
    body: { order_no: 'W1', action: 'refuse' },
    fields: ['order_no', 'action'],
    mutates: true,
    admin: true,
  },
  { path: '/admin/bets/settle', body: { bet_id: 'B1', result: 'win' }, fields: ['bet_id', 'result'], mutates: true, admin: true },
];

const SNAPSHOT_SQL = [
  'SELECT id, balance, paysum, totalgame, vip, transferstatus, last_venue FROM users ORDER BY id',
  'SELECT user_id, venue_code, balance FROM venue_accounts ORDER BY user_id, venue_code',
  'SELECT id, user_id, kind, wallet, amount, after FROM ledger ORDER BY id',
  'SELECT id, state, amount FROM withdrawals ORDER BY id',
  'SELECT id, state, amount FROM deposits ORDER BY id',
  'SELECT id, user_id, bank_no FROM cards ORDER BY id',
  'SELECT id, state FROM rebates ORDER BY id',
  'SELECT id FROM red_packet_grabs ORDER BY id',
  'SELECT user_id, key FROM idempotency_keys ORDER BY user_id, key',
  'SELECT ticket_hash FROM venue_tickets ORDER BY ticket_hash',
];

describe('bad input on the money routes', () => {
  let s: TestServer;
  let desk: OperatorDesk;
  let m: TestMember;
  const snapshot = async () => JSON.stringify(await Promise.all(SNAPSHOT_SQL.map(async (sql) => (await s.db.query(sql)).rows)));

  beforeAll(async () => {
    s = await startTestServer();
    desk = operatorDesk(s);
    m = await createMember(s.db, 'badinput1', 50_000);
    await s.call(
      '/api/bindcard',
      { bank: '中国银行', bank_owner: '测试', bank_address: '北京', bank_no: '6217000011112222', pay_pass: TEST_PAY_PASSWORD },
      { token: m.token },
    );
    const card = (await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1', [m.id])).rows[0].id;
    ROUTES[1].body['bank'] = card;
  });
  afterAll(() => s.close());

  it('answers every spoiled field with a clear business code, never 500, and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const name of route.fields) {
        for (const value of HOSTILE.filter((v) => !route.valid?.[name]?.includes(v))) {
          const body = { ...route.body, [name]: value };
          const res = route.admin ? await desk.call(route.path, body) : await s.call(route.path, body, { token: m.token });
          const bad =
            res.code === 500 || !res.message || (route.mutates && res.code === 200) || /at \w+ \(|stack|SELECT|syntax/i.test(res.message);
          if (bad) failures.push(`${route.path} ${name}=${JSON.stringify(value).slice(0, 40)} → ${res.code} ${res.message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('answers missing fields, wrong types, malformed and oversized bodies with 422', async () => {
    const before = await snapshot();
    for (const route of ROUTES.filter((r) => !r.admin)) {
      const res = await s.call(route.path, {}, { token: m.token });
      if (route.path !== '/api/redpacket') expect([route.path, res.code === 200]).toEqual([route.path, false]);
      expect(res.code).not.toBe(500);
      const raw = async (body: string, type = 'application/json') =>
        JSON.parse(
          (await s.raw(route.path, { method: 'POST', headers: { authorization: `Bearer ${m.token}`, 'content-type': type }, body })).text,
        );
      expect((await raw('{"amount": 1,')).code).toBe(422);
      expect((await raw('[1,2,3]')).code).toBe(422);
      expect((await raw('"text"')).code).toBe(422);
      expect((await raw(JSON.stringify({ ...route.body, pad: 'x'.repeat(70 * 1024) }))).code).toBe(422);
      expect((await raw('amount=1', 'text/plain')).code).toBe(422);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a bad Idempotency-Key and an unknown admin token without changing anything', async () => {
    const before = await snapshot();
    const body = { sourcetype: 'userbalance', targettype: 'ag', amount: 10 };
    expect((await s.call('/api/transfer', body, { token: m.token, headers: { 'idempotency-key': "' OR 1=1 --" } })).code).toBe(422);
    expect((await s.call('/api/transfer', body, { token: m.token, headers: { 'idempotency-key': 'k'.repeat(101) } })).code).toBe(422);
    expect(
      (
        await s.call(
          '/admin/balance/adjust',
          { username: 'badinput1', amount: 10, reason: 'x' },
          { headers: { authorization: 'Bearer wrong' } },
        )
      ).code,
    ).toBe(401);
    expect((await desk.call('/admin/balance/adjust', { username: 'badinput1', amount: -1000, reason: 'x' })).code).toBe(210);
    expect(await snapshot()).toBe(before);
  });
});
