import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createOperator } from './accounts';
import { cliActor } from './actor';
import { verifyAudit } from './audit';
import { totpCode } from './totp';
import { TEST_KDF } from '../auth/passwords';
import { secretBox } from '../auth/secret-box';
import { createMember, balanceOf, TEST_PAY_PASSWORD } from '../money/test-members';
import { openTestStream } from '../push/test-stream-client';
import { startSecondInstance, startTestServer, type TestServer } from '../test/harness';
import { secretOf, signInOperator } from '../test/operators';

const MINUTE = 60_000;
const ROOT = join(__dirname, '../../../..');

describe('operators: accounts, sessions, four eyes, the audit trail', () => {
  let s: TestServer;
  let clock = Date.now();
  const at = () => new Date(clock);
  /** The next TOTP time step: a code is accepted once, so each login of an operator moves on. */
  const nextStep = () => {
    clock += 30_000;
  };

  beforeAll(async () => {
    s = await startTestServer({ now: at });
  }, 300_000);
  afterAll(() => s.close());
  const box = () => secretBox(s.config.accountSecretKey);

  const audit = async (query: string, headers: Record<string, string>) =>
    (await s.call<Array<Record<string, unknown>>>(`/admin/audit?${query}`, undefined, { method: 'GET', headers })).data;

  it('logs in with password and TOTP; a wrong code, a wrong password and a replayed code are refused alike', async () => {
    const made = await createOperator(s.db, TEST_KDF, box(), { username: 'totp1', role: 'support' }, cliActor('test'), at());
    expect(made.otpauth).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    const secret = secretOf(made.otpauth);
    const login = (password: string, totp: string) => s.call<{ token: string }>('/admin/login', { username: 'totp1', password, totp });
    const wrongCode = totpCode(secret, new Date(clock + 10 * MINUTE));
    expect(await login(made.password, wrongCode)).toMatchObject({ code: 203, message: '用户名、密码或动态码错误' });
    expect(await login('not-the-password', totpCode(secret, at()))).toMatchObject({ code: 203, message: '用户名、密码或动态码错误' });
    expect((await s.call('/admin/login', { username: 'nobody', password: 'x', totp: '123456' })).code).toBe(203);
    const code = totpCode(secret, at());
    const first = await login(made.password, code);
    expect(first.code).toBe(200);
    expect(first.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same code again inside its window: refused (one use per time step).
    expect((await login(made.password, code)).code).toBe(203);
    nextStep();
    expect((await login(made.password, totpCode(secret, at()))).code).toBe(200);
    // Nothing secret is stored in clear: the TOTP secret is sealed as the members' are.
    const { rows } = await s.db.query<{ password_hash: string; totp_secret: string }>(
      "SELECT password_hash, totp_secret FROM operators WHERE username = 'totp1'",
    );
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain(made.password);
    expect(rows[0].totp_secret).toMatch(/^v1:/);
    expect(rows[0].totp_secret).not.toContain(secret);
    expect(box().open(rows[0].totp_secret)).toBe(secret);
  });

  it('a secret stored in clear before sealing still logs in, and the next start seals it; login works after', async () => {
    nextStep();
    const made = await createOperator(s.db, TEST_KDF, box(), { username: 'plain1', role: 'support' }, cliActor('test'), at());
    const secret = secretOf(made.otpauth);
    // What the previous version wrote (and an old instance of a rolling update still writes).
    await s.db.query("UPDATE operators SET totp_secret = $1 WHERE username = 'plain1'", [secret]);
    const login = () =>
      s.call<{ token: string }>('/admin/login', { username: 'plain1', password: made.password, totp: totpCode(secret, at()) });
    expect((await login()).code).toBe(200);
    const stored = async () =>
      (await s.db.query<{ totp_secret: string }>("SELECT totp_secret FROM operators WHERE username = 'plain1'")).rows[0].totp_secret;
    expect(await stored()).toBe(secret);
    // An instance starting on the database seals what it finds in clear (docs/security.md).
    const next = await startSecondInstance(s.db, { now: at });
    await next.close();
    const sealed = await stored();
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(secret);
    const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM operators WHERE totp_secret NOT LIKE 'v1:%'");
    expect(rows[0].n).toBe(0);
    nextStep();
    expect((await login()).code).toBe(200);
    // Under another key the sealed secret opens to nothing: no code is accepted.
    nextStep();
    const other = await startSecondInstance(s.db, { now: at, env: { ACCOUNT_SECRET_KEY: 'ab'.repeat(32) } });
    try {
      const answer = await other.call('/admin/login', { username: 'plain1', password: made.password, totp: totpCode(secret, at()) }, '');
      expect(answer.code).toBe(203);
    } finally {
      await other.close();
    }
  });

  it('a one-time password must be changed at the first login: until then only the change, me and logout; a re-key asks again', async () => {
    nextStep();
    const made = await createOperator(s.db, TEST_KDF, box(), { username: 'first1', role: 'support' }, cliActor('test'), at());
    const secret = secretOf(made.otpauth);
    const login = (password: string) =>
      s.call<{ token: string; must_change_password: boolean }>('/admin/login', {
        username: 'first1',
        password,
        totp: totpCode(secret, at()),
      });
    const first = await login(made.password);
    expect(first.data.must_change_password).toBe(true);
    const headers = { authorization: `Bearer ${first.data.token}` };
    const other = { authorization: `Bearer ${(nextStep(), await login(made.password)).data.token}` };
    const pending = (h: Record<string, string>) => s.call('/admin/orders/pending', undefined, { method: 'GET', headers: h });
    expect(await pending(headers)).toMatchObject({ code: 403, message: '请先修改初始密码', data: { password_change_required: true } });
    const me = () => s.call<{ must_change_password: boolean }>('/admin/me', undefined, { method: 'GET', headers });
    expect(await me()).toMatchObject({ code: 200, data: { username: 'first1', role: 'support', must_change_password: true } });
    const change = (old_password: string, new_password: string) => s.call('/admin/password', { old_password, new_password }, { headers });
    expect(await change('not-it', 'a-new-long-password')).toMatchObject({ code: 205, message: '原密码错误' });
    expect((await change(made.password, 'short')).code).toBe(422);
    expect((await change(made.password, made.password)).code).toBe(422);
    expect(await change(made.password, 'a-new-long-password')).toMatchObject({ code: 200, message: '密码已修改' });
    expect((await pending(headers)).code).toBe(200);
    expect((await me()).data.must_change_password).toBe(false);
    // The other session, opened with the one-time password, ended with the change.
    expect((await pending(other)).code).toBe(401);
    nextStep();
    expect((await login(made.password)).code).toBe(203);
    nextStep();
    expect((await login('a-new-long-password')).data.must_change_password).toBe(false);
    const [row] = (
      await s.db.query<{ before_state: unknown; after_state: unknown; reason: string }>(
        "SELECT before_state, after_state, reason FROM operator_audit WHERE action = 'operator.password' AND target = 'first1'",
      )
    ).rows;
    expect(JSON.stringify(row)).not.toMatch(/a-new-long-password|not-it/);
    expect(JSON.stringify(row)).toContain('must_change_password');
    // A re-key hands out a one-time password again.
    nextStep();
    const admin = await signInOperator(s, 'admin0', 'admin', at());
    const rekeyed = await s.call<{ password: string; otpauth: string }>(
      '/admin/operators/update',
      { username: 'first1', rekey: true },
      { headers: admin.headers },
    );
    const again = await s.call<{ must_change_password: boolean }>('/admin/login', {
      username: 'first1',
      password: rekeyed.data.password,
      totp: totpCode(secretOf(rekeyed.data.otpauth), at()),
    });
    expect(again.data.must_change_password).toBe(true);
  });

  it('throttles operator logins per name like the members’ (10 in 10 minutes)', async () => {
    const made = await createOperator(s.db, TEST_KDF, box(), { username: 'throttled1', role: 'support' }, cliActor('test'), at());
    for (let i = 0; i < 10; i++)
      expect((await s.call('/admin/login', { username: 'throttled1', password: 'wrong', totp: '000000' })).code).toBe(203);
    const right = { username: 'throttled1', password: made.password, totp: totpCode(secretOf(made.otpauth), at()) };
    expect((await s.call('/admin/login', right)).code).toBe(429);
  });

  it('ends a session after 30 minutes idle, after 12 hours in all, and on logout', async () => {
    nextStep();
    const op = await signInOperator(s, 'sess1', 'support', at());
    const me = async (headers: Record<string, string>) => (await s.call('/admin/me', undefined, { method: 'GET', headers })).code;
    clock += 29 * MINUTE;
    expect(await me(op.headers)).toBe(200);
    clock += 31 * MINUTE;
    expect(await me(op.headers)).toBe(401);
    nextStep();
    const busy = await signInOperator(s, 'sess2', 'support', at());
    const opened = clock;
    while (clock - opened < 12 * 60 * MINUTE - 25 * MINUTE) {
      clock += 25 * MINUTE;
      expect(await me(busy.headers)).toBe(200);
    }
    clock += 25 * MINUTE;
    expect(await me(busy.headers)).toBe(401);
    nextStep();
    const leaving = await signInOperator(s, 'sess3', 'support', at());
    expect((await s.call('/admin/logout', {}, { headers: leaving.headers })).code).toBe(200);
    expect(await me(leaving.headers)).toBe(401);
  });

  it('admins create, re-key and disable operators; a disabled operator’s session ends', async () => {
    nextStep();
    const admin = await signInOperator(s, 'admin1', 'admin', at());
    const made = await s.call<{ username: string; role: string; password: string; otpauth: string }>(
      '/admin/operators',
      { username: 'fin9', role: 'finance' },
      { headers: admin.headers },
    );
    expect(made).toMatchObject({ code: 200, data: { username: 'fin9', role: 'finance' } });
    expect((await s.call('/admin/operators', { username: 'fin9', role: 'finance' }, { headers: admin.headers })).code).toBe(201);
    expect((await s.call('/admin/operators', { username: 'x y', role: 'finance' }, { headers: admin.headers })).code).toBe(422);
    expect((await s.call('/admin/operators', { username: 'fin10', role: 'root' }, { headers: admin.headers })).code).toBe(422);
    const login = await s.call<{ token: string }>('/admin/login', {
      username: 'fin9',
      password: made.data.password,
      totp: totpCode(secretOf(made.data.otpauth), at()),
    });
    const fin = { authorization: `Bearer ${login.data.token}` };
    expect((await s.call('/admin/me', undefined, { method: 'GET', headers: fin })).code).toBe(200);
    expect((await s.call('/admin/operators/update', { username: 'fin9', status: 0 }, { headers: admin.headers })).code).toBe(200);
    expect((await s.call('/admin/me', undefined, { method: 'GET', headers: fin })).code).toBe(401);
    nextStep();
    const relogin = { username: 'fin9', password: made.data.password, totp: totpCode(secretOf(made.data.otpauth), at()) };
    expect((await s.call('/admin/login', relogin)).code).toBe(203);
    const listed = await s.call<Array<Record<string, unknown>>>('/admin/operators', undefined, { method: 'GET', headers: admin.headers });
    expect(listed.data.find((o) => o['username'] === 'fin9')).toMatchObject({ role: 'finance', status: 0 });
    expect(JSON.stringify(listed.data)).not.toMatch(/password|secret|hash/);
  });

  it('four eyes: above the threshold an adjustment waits; the asker cannot approve it; a second finance operator applies it once', async () => {
    nextStep();
    const admin = await signInOperator(s, 'admin2', 'admin', at());
    const a = await signInOperator(s, 'fin-a', 'finance', at());
    const b = await signInOperator(s, 'fin-b', 'finance', at());
    const m = await createMember(s.db, 'eyes01', 0);
    expect((await s.call('/admin/settings', { key: 'four_eyes_threshold', value: '10000' }, { headers: admin.headers })).code).toBe(200);
    expect((await s.call('/admin/settings', { key: 'four_eyes_threshold', value: '-1' }, { headers: admin.headers })).code).toBe(422);
    // At the threshold: applied at once.
    expect(
      await s.call('/admin/balance/adjust', { username: 'eyes01', amount: 100, reason: '补偿' }, { headers: a.headers }),
    ).toMatchObject({
      code: 200,
      data: { balance: 100 },
    });
    const asked = await s.call<{ approval_id: number }>(
      '/admin/balance/adjust',
      { username: 'eyes01', amount: 500, reason: '大额补偿' },
      { headers: a.headers },
    );
    expect(asked).toMatchObject({ code: 200, message: '金额超过复核阈值，已提交另一名财务复核' });
    const id = asked.data.approval_id;
    expect(await balanceOf(s.db, m.id)).toBe(10_000);
    const waiting = await s.call<Array<{ id: number; state: string; requested_by: string }>>('/admin/approvals', undefined, {
      method: 'GET',
      headers: b.headers,
    });
    expect(waiting.data.find((r) => r.id === id)).toMatchObject({ state: 'waiting', requested_by: 'fin-a', amount: 500 });
    expect(await s.call('/admin/approvals/decide', { id, action: 'approve' }, { headers: a.headers })).toMatchObject({
      code: 403,
      message: '不能审批自己提交的申请',
    });
    expect((await s.call('/admin/approvals/decide', { id, action: 'reject' }, { headers: b.headers })).code).toBe(422);
    const [one, two] = await Promise.all([
      s.call('/admin/approvals/decide', { id, action: 'approve', reason: '已核实' }, { headers: b.headers }),
      s.call('/admin/approvals/decide', { id, action: 'approve', reason: '已核实' }, { headers: b.headers }),
    ]);
    expect([one.code, two.code].sort()).toEqual([200, 409]);
    expect(await balanceOf(s.db, m.id)).toBe(60_000);
    const rows = await audit('member=eyes01', admin.headers);
    // Newest first: the decision's row follows the adjustment it applied, in one transaction.
    expect(rows.map((r) => r['action'])).toEqual(['approval.approve', 'balance.adjust', 'approval.request', 'balance.adjust']);
    expect(rows[1]).toMatchObject({
      operator: 'fin-b',
      role: 'finance',
      before: { balance: 10_000 },
      after: { balance: 60_000, amount: 50_000 },
    });
    expect(rows[2]).toMatchObject({ operator: 'fin-a', reason: '大额补偿' });
  });

  it('the audit table refuses UPDATE and DELETE; a row changed behind the trigger fails the chain (and audit:verify)', async () => {
    expect((await verifyAudit(s.db)).broken).toBeNull();
    await expect(s.db.query("UPDATE operator_audit SET reason = 'x'")).rejects.toThrow(/append-only/);
    await expect(s.db.query('DELETE FROM operator_audit')).rejects.toThrow(/append-only/);
    await expect(s.db.query('TRUNCATE operator_audit')).rejects.toThrow(/append-only/);
    const url = process.env['TEST_DATABASE_URL'];
    const cli = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/operator-main.ts', 'audit-verify'], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url, NODE_OPTIONS: '' },
        encoding: 'utf8',
      });
    if (url) expect(cli()).toMatchObject({ status: 0, stdout: expect.stringContaining('the chain holds') });
    // Whoever owns the database can switch the trigger off; the chain still tells.
    const { rows } = await s.db.query<{ id: number }>('SELECT id FROM operator_audit ORDER BY id LIMIT 1 OFFSET 2');
    await s.db.exec(
      `ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_update; UPDATE operator_audit SET reason = 'rewritten' WHERE id = ${Number(rows[0].id)}; ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_update`,
    );
    expect((await verifyAudit(s.db)).broken).toEqual({ id: Number(rows[0].id), problem: 'hash' });
    if (url) {
      const failed = cli();
      expect(failed.status).toBe(4);
      expect(failed.stderr).toContain(`row ${Number(rows[0].id)} does not verify`);
    }
  }, 120_000);
});

describe("an operator's day, through the API", () => {
  let s: TestServer;
  const clock = Date.now();
  const at = () => new Date(clock);

  beforeAll(async () => {
    s = await startTestServer({ now: at });
  }, 300_000);
  afterAll(() => s.close());

  it('logs in with TOTP, approves a deposit, refuses a withdrawal the player reads why, freezes a member (stream closed, next call 401), reads the audit', async () => {
    const fin = await signInOperator(s, 'day-fin', 'finance', at());
    const risk = await signInOperator(s, 'day-risk', 'risk', at());
    // The player signs in in English: the operator's message to them is in English.
    await createMember(s.db, 'player01', 1_000_000);
    const signIn = await s.call<{ api_token: string }>(
      '/api/login_pc',
      { name: 'player01', password: 'secret123' },
      { headers: { 'x-lang': 'en' } },
    );
    const token = signIn.data.api_token;
    await s.call(
      '/api/bindcard',
      { bank: '中国银行', bank_owner: '王五', bank_address: '北京分行', bank_no: '6217000011112222', pay_pass: TEST_PAY_PASSWORD },
      { token },
    );
    const deposit = await s.call('/api/recharge', { paytype: 'wxpay', amount: 200 }, { token });
    const card = (
      await s.db.query<{ id: number }>("SELECT c.id FROM cards c JOIN users u ON u.id = c.user_id WHERE u.username = 'player01'")
    ).rows[0].id;
    expect((await s.call('/api/withdraw', { amount: 300, bank: Number(card), password: TEST_PAY_PASSWORD }, { token })).code).toBe(200);

    const pending = await s.call<{
      deposits: Array<{ order_no: string }>;
      withdrawals: Array<{ order_no: string; payout: Record<string, string>; exclusion: unknown }>;
    }>('/admin/orders/pending?limit=10', undefined, { method: 'GET', headers: fin.headers });
    const withdrawal = pending.data.withdrawals[0];
    expect(withdrawal.payout).toEqual({ type: 'bank', bank: '中国银行', owner: '王五', card_no: '6217000011112222' });
    expect(withdrawal.exclusion).toBeNull();
    expect(
      await s.call(
        '/admin/deposits/decide',
        { order_no: deposit.message, action: 'approve', reason: '到账已核对' },
        { headers: fin.headers },
      ),
    ).toMatchObject({ code: 200 });
    expect(
      await s.call('/admin/withdrawals/decide', { order_no: withdrawal.order_no, action: 'refuse' }, { headers: fin.headers }),
    ).toMatchObject({
      code: 422,
      message: '请填写原因',
    });
    expect(
      (
        await s.call(
          '/admin/withdrawals/decide',
          { order_no: withdrawal.order_no, action: 'refuse', reason: 'Card holder name does not match' },
          { headers: fin.headers },
        )
      ).code,
    ).toBe(200);
    const box = await s.call<{ data: Array<{ title: string; content: string }> }>('/api/noticeList', { page: 1 }, { token });
    expect(box.data.data[0]).toMatchObject({
      title: 'Withdrawal refused',
      content: `Order ${withdrawal.order_no} was refused. Reason: Card holder name does not match`,
    });
    // … and in the record list, beside the refused order (an approved one carries none).
    const records = async (type: 1 | 2) =>
      (await s.call<{ data: Array<Record<string, unknown>> }>('/api/gettransrecord', { type, date: 4, page: 1 }, { token })).data.data;
    expect(await records(2)).toEqual([
      expect.objectContaining({ out_trade_no: withdrawal.order_no, state: 3, refuse_reason: 'Card holder name does not match' }),
    ]);
    const [approved] = await records(1);
    expect(approved).toMatchObject({ out_trade_no: deposit.message, state: 2 });
    expect(approved).not.toHaveProperty('refuse_reason');

    const stream = await openTestStream(s.baseUrl, token);
    await stream.next('hello');
    expect((await s.call('/admin/members/freeze', { username: 'player01', reason: '' }, { headers: risk.headers })).code).toBe(422);
    expect((await s.call('/admin/members/freeze', { username: 'player01', reason: '可疑登录' }, { headers: risk.headers })).code).toBe(200);
    expect(await stream.next('closed')).toEqual({ reason: 'revoked' });
    expect((await s.call('/api/balance', {}, { token })).code).toBe(401);
    expect((await s.call('/api/login_pc', { name: 'player01', password: 'secret123' })).code).not.toBe(200);
    const view = await s.call<{
      status: string;
      sessions: unknown[];
      payout_accounts: Array<{ number: string }>;
      addresses: { recent: unknown[] };
    }>('/admin/members/view?username=player01', undefined, {
      method: 'GET',
      headers: risk.headers,
    });
    expect(view.data).toMatchObject({ status: 'frozen', sessions: [], payout_accounts: [{ number: '****2222' }] });
    // Where the member signed in from, though the freeze ended the session.
    expect(view.data.addresses.recent).toEqual([
      { ip: '127.0.0.1', sessions: 1, first_seen: expect.any(String), last_seen: expect.any(String) },
    ]);

    const rows = await s.call<Array<Record<string, unknown>>>('/admin/audit?member=player01', undefined, {
      method: 'GET',
      headers: risk.headers,
    });
    expect(rows.data.map((r) => [r['action'], r['operator'], r['role']])).toEqual([
      ['member.freeze', 'day-risk', 'risk'],
      ['withdrawal.refuse', 'day-fin', 'finance'],
      ['deposit.approve', 'day-fin', 'finance'],
    ]);
    expect(rows.data[0]).toMatchObject({ before: { status: 1 }, after: { status: 0 }, reason: '可疑登录', ip: '127.0.0.1' });
    expect(rows.data[1]).toMatchObject({
      before: { state: 1, amount: 30_000 },
      after: { state: 3 },
      reason: 'Card holder name does not match',
      target: withdrawal.order_no,
    });
    expect(rows.data[2]).toMatchObject({
      before: { state: 1, amount: 20_000 },
      after: { state: 2 },
      reason: '到账已核对',
      target: deposit.message,
    });
    expect(String(rows.data[1]['request_id'])).not.toBe('');
    const logins = await s.call<unknown[]>('/admin/audit?action=operator.login', undefined, { method: 'GET', headers: risk.headers });
    expect(logins.data).toHaveLength(2);
    expect((await verifyAudit(s.db)).broken).toBeNull();
  }, 120_000);

  it('a freeze holds the money: a withdrawal asked before it cannot be approved, may be refused (back to the balance), and is paid after an unfreeze', async () => {
    const fin = await signInOperator(s, 'hold-fin', 'finance', at());
    const risk = await signInOperator(s, 'hold-risk', 'risk', at());
    const m = await createMember(s.db, 'player02', 100_000);
    await s.call(
      '/api/bindcard',
      { bank: '中国银行', bank_owner: '赵六', bank_address: '上海分行', bank_no: '6217000033334444', pay_pass: TEST_PAY_PASSWORD },
      { token: m.token },
    );
    const card = (await s.db.query<{ id: number }>('SELECT id FROM cards WHERE user_id = $1', [m.id])).rows[0].id;
    for (const amount of [100, 200])
      expect((await s.call('/api/withdraw', { amount, bank: Number(card), password: TEST_PAY_PASSWORD }, { token: m.token })).code).toBe(
        200,
      );
    const orders = (await s.db.query<{ order_no: string }>('SELECT order_no FROM withdrawals WHERE user_id = $1 ORDER BY id', [m.id])).rows;
    expect(await balanceOf(s.db, m.id)).toBe(70_000);
    expect((await s.call('/admin/members/freeze', { username: 'player02', reason: '风控调查' }, { headers: risk.headers })).code).toBe(200);
    const pending = await s.call<{ withdrawals: Array<{ order_no: string; member_status: string }> }>('/admin/orders/pending', undefined, {
      method: 'GET',
      headers: fin.headers,
    });
    expect(pending.data.withdrawals.find((w) => w.order_no === orders[0].order_no)?.member_status).toBe('frozen');
    const decide = (orderNo: string, action: string, reason = '') =>
      s.call('/admin/withdrawals/decide', { order_no: orderNo, action, reason }, { headers: fin.headers });
    expect(await decide(orders[0].order_no, 'approve')).toMatchObject({ code: 403, message: '会员已冻结：提现不能通过，可拒绝退回余额' });
    expect((await decide(orders[1].order_no, 'refuse', '账户冻结，退回余额')).code).toBe(200);
    expect(await balanceOf(s.db, m.id)).toBe(90_000);
    expect((await s.call('/admin/members/unfreeze', { username: 'player02', reason: '调查结束' }, { headers: risk.headers })).code).toBe(
      200,
    );
    expect((await decide(orders[0].order_no, 'approve')).code).toBe(200);
    expect(await balanceOf(s.db, m.id)).toBe(90_000);
  }, 120_000);
});
