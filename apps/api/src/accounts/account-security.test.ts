import { SECURITY_PATHS as P } from '@h5/api-contract';
import { SoftAuthenticator } from './soft-authenticator';
import { sealPlainTotpSecrets, totpCodeAt } from './totp';
import { DEV_ACCOUNT_SECRET_KEY, secretBox } from '../auth/secret-box';
import { balanceOf, createMember, TEST_PAY_PASSWORD, type TestMember } from '../money/test-members';
import { startTestServer, type TestServer } from '../test/harness';

/**
 * Passkeys, TOTP and confirmations bound to the money (docs/security.md "Second factors and
 * confirmations"), against the real server on either database. A software authenticator
 * (./soft-authenticator.ts) stands in for the phone; the clock is the test's.
 */
describe('account security: confirmations bound to the money', () => {
  let s: TestServer;
  let clock = new Date('2026-03-02T04:00:00Z');
  let origin: string;
  const TWO_DAYS = 2 * 86_400_000;

  beforeAll(async () => {
    s = await startTestServer({ now: () => clock });
    origin = s.baseUrl;
    await s.db.query(
      `INSERT INTO site_config (key, value) VALUES ('daily_withdraw_times', '100') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
  }, 300_000);
  afterAll(() => s.close());

  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let keys = 0;
  const newKey = () => `k-${Date.now()}-${++keys}`;
  const call = <T = unknown>(path: string, body: object, token: string, key?: string) =>
    s.call<T>(path, body, { token, headers: { origin, ...(key ? { 'idempotency-key': key } : {}) } });

  const card = async (m: TestMember, bankNo: string, ageMs = TWO_DAYS, confirmedBy: string | null = null) => {
    const { rows } = await s.db.query<{ id: number }>(
      `INSERT INTO cards (user_id, kind, bank, bank_no, bank_owner, created_at, confirmed_by) VALUES ($1, 'bank', '中国银行', $2, '王五', $3, $4) RETURNING id`,
      [m.id, bankNo, new Date(clock.getTime() - ageMs).toISOString(), confirmedBy],
    );
    return Number(rows[0].id);
  };

  const addPasskey = async (m: TestMember, name = 'iPhone') => {
    const auth = new SoftAuthenticator('127.0.0.1', origin);
    const begin = await call<{ challenge_id: number; options: { challenge: string; user: { id: string } } }>(
      P.passkeyRegisterBegin,
      {},
      m.token,
    );
    expect(begin.code).toBe(200);
    const done = await call(
      P.passkeyRegisterFinish,
      { challenge_id: begin.data.challenge_id, response: auth.register(begin.data.options), name },
      m.token,
    );
    expect(done).toMatchObject({ code: 200 });
    return auth;
  };

  /** Asks for a confirmation and answers it with the passkey; returns the key it is bound to. */
  const confirm = async (m: TestMember, auth: SoftAuthenticator, what: object, key = newKey()) => {
    const begin = await call<{ challenge_id: number; passkey: { challenge: string } }>(P.confirmBegin, what, m.token, key);
    expect(begin.code).toBe(200);
    auth.counter++;
    const assertion = auth.assert(begin.data.passkey.challenge);
    const done = await call(P.confirmFinish, { challenge_id: begin.data.challenge_id, response: assertion }, m.token);
    expect(done.code).toBe(200);
    return { key, assertion, challengeId: begin.data.challenge_id };
  };

  const withdraw = (m: TestMember, amount: number, bank: number, key?: string) =>
    call('/api/withdraw', { amount, bank, password: TEST_PAY_PASSWORD }, m.token, key);

  it('a member without a passkey or TOTP withdraws as today: no confirmation, no wait', async () => {
    const m = await createMember(s.db, 'secplain01', 500_000);
    const fresh = await card(m, '6217000000000001', 0);
    expect(await withdraw(m, 100, fresh)).toMatchObject({ code: 200 });
    expect(await balanceOf(s.db, m.id)).toBe(490_000);
  });

  describe('with a passkey', () => {
    let m: TestMember;
    let auth: SoftAuthenticator;
    let cardA: number;
    let cardB: number;

    beforeAll(async () => {
      m = await createMember(s.db, 'secpass01', 1_000_000);
      cardA = await card(m, '6217000000000002');
      cardB = await card(m, '6217000000000003');
      auth = await addPasskey(m);
    });

    it('lists the passkey and alerted the member', async () => {
      const overview = await call<{ passkeys: Array<{ name: string }> }>(P.overview, {}, m.token);
      expect(overview.data.passkeys.map((k) => k.name)).toEqual(['iPhone']);
      const { rows } = await s.db.query<{ content: string }>('SELECT content FROM site_messages WHERE user_id = $1', [m.id]);
      expect(rows.map((r) => r.content)).toContain('已添加通行密钥：iPhone');
    });

    it('refuses a withdrawal without a confirmation (240), and moves nothing', async () => {
      expect(await withdraw(m, 100, cardA, newKey())).toMatchObject({ code: 240 });
      expect(await withdraw(m, 100, cardA)).toMatchObject({ code: 240 });
      expect(await balanceOf(s.db, m.id)).toBe(1_000_000);
    });

    it('refuses ¥1,000 on a confirmation for ¥100', async () => {
      const { key } = await confirm(m, auth, { action: 'withdraw', amount: '100', destination: String(cardA) });
      const res = await withdraw(m, 1000, cardA, key);
      expect(res).toMatchObject({ code: 240, message: '确认的内容与本次操作不符，请重新确认' });
      expect(await balanceOf(s.db, m.id)).toBe(1_000_000);
      // The confirmation is still good for what it named.
      expect(await withdraw(m, 100, cardA, key)).toMatchObject({ code: 200 });
      expect(await balanceOf(s.db, m.id)).toBe(990_000);
    });

    it('refuses card B on a confirmation for card A', async () => {
      const { key } = await confirm(m, auth, { action: 'withdraw', amount: 100, destination: String(cardA) });
      expect(await withdraw(m, 100, cardB, key)).toMatchObject({ code: 240 });
      expect(await balanceOf(s.db, m.id)).toBe(990_000);
    });

    it('spends a confirmation once: the same key answers the first result, a new key needs a new confirmation', async () => {
      const { key, assertion, challengeId } = await confirm(m, auth, { action: 'withdraw', amount: 100, destination: String(cardB) });
      expect(await withdraw(m, 100, cardB, key)).toMatchObject({ code: 200 });
      expect(await withdraw(m, 100, cardB, key)).toMatchObject({ code: 200 });
      expect(await balanceOf(s.db, m.id)).toBe(980_000);
      expect(await withdraw(m, 100, cardB, newKey())).toMatchObject({ code: 240 });
      // The assertion replayed on its challenge: refused.
      expect((await call(P.confirmFinish, { challenge_id: challengeId, response: assertion }, m.token)).code).not.toBe(200);
      expect(await balanceOf(s.db, m.id)).toBe(980_000);
    });

    it('refuses an assertion whose signature counter goes back', async () => {
      const key = newKey();
      const begin = await call<{ challenge_id: number; passkey: { challenge: string } }>(
        P.confirmBegin,
        { action: 'withdraw', amount: 100, destination: String(cardA) },
        m.token,
        key,
      );
      auth.counter -= 1;
      const res = await call(
        P.confirmFinish,
        { challenge_id: begin.data.challenge_id, response: auth.assert(begin.data.passkey.challenge) },
        m.token,
      );
      expect(res).toMatchObject({ code: 422, message: '通行密钥验证失败，请重试' });
      expect(await withdraw(m, 100, cardA, key)).toMatchObject({ code: 240 });
      auth.counter += 5;
    });

    it('refuses a confirmation older than five minutes', async () => {
      const { key } = await confirm(m, auth, { action: 'withdraw', amount: 100, destination: String(cardA) });
      later(5 * 60_000 + 1000);
      expect(await withdraw(m, 100, cardA, key)).toMatchObject({ code: 240, message: '确认已过期，请重新确认' });
      expect(await balanceOf(s.db, m.id)).toBe(980_000);
    });

    it('a passkey-confirmed new address receives at once; a TOTP- or un-confirmed one waits 24 hours', async () => {
      const bankNo = '6217000000000099';
      const { key } = await confirm(m, auth, { action: 'bindcard', destination: bankNo });
      const bound = await call(
        '/api/bindcard',
        { bank: '中国银行', bank_owner: '王五', bank_address: '北京分行', bank_no: bankNo, pay_pass: TEST_PAY_PASSWORD },
        m.token,
        key,
      );
      expect(bound.code).toBe(200);
      const { rows } = await s.db.query<{ id: number; confirmed_by: string }>('SELECT id, confirmed_by FROM cards WHERE bank_no = $1', [
        bankNo,
      ]);
      expect(rows[0].confirmed_by).toBe('passkey');
      const passkeyCard = Number(rows[0].id);
      const w1 = await confirm(m, auth, { action: 'withdraw', amount: 100, destination: String(passkeyCard) });
      expect(await withdraw(m, 100, passkeyCard, w1.key)).toMatchObject({ code: 200 });

      const fresh = await card(m, '6217000000000098', 0, 'totp');
      const w2 = await confirm(m, auth, { action: 'withdraw', amount: 100, destination: String(fresh) });
      const waiting = await withdraw(m, 100, fresh, w2.key);
      expect(waiting.code).toBe(241);
      expect(waiting.message).toMatch(/^新绑定的收款账户需等待至\d{4}-\d\d-\d\d \d\d:\d\d:\d\d后才能提现$/);
      const before = await balanceOf(s.db, m.id);
      later(24 * 3_600_000 + 1000);
      const w3 = await confirm(m, auth, { action: 'withdraw', amount: 100, destination: String(fresh) });
      expect(await withdraw(m, 100, fresh, w3.key)).toMatchObject({ code: 200 });
      expect(await balanceOf(s.db, m.id)).toBe(before - 10_000);
    });

    it('refuses binding a card without a confirmation, and one confirmed for another number', async () => {
      const body = {
        bank: '中国银行',
        bank_owner: '王五',
        bank_address: '北京分行',
        bank_no: '6217000000000077',
        pay_pass: TEST_PAY_PASSWORD,
      };
      expect((await call('/api/bindcard', body, m.token, newKey())).code).toBe(240);
      const { key } = await confirm(m, auth, { action: 'bindcard', destination: '6217000000000076' });
      expect((await call('/api/bindcard', body, m.token, key)).code).toBe(240);
      const { rows } = await s.db.query('SELECT 1 FROM cards WHERE bank_no = $1', ['6217000000000077']);
      expect(rows).toHaveLength(0);
    });

    it('a password change needs a confirmation', async () => {
      expect((await call('/api/editPayPassword', { password: TEST_PAY_PASSWORD, paypassword: '777888' }, m.token, newKey())).code).toBe(
        240,
      );
      const { key } = await confirm(m, auth, { action: 'paypassword' });
      expect((await call('/api/editPayPassword', { password: TEST_PAY_PASSWORD, paypassword: '777888' }, m.token, key)).code).toBe(200);
      expect((await call('/api/editPayPassword', { password: '777888', paypassword: TEST_PAY_PASSWORD }, m.token, key)).code).toBe(240);
    });

    it('adding a second passkey and removing one need a confirmation', async () => {
      expect((await call(P.passkeyRegisterBegin, {}, m.token, newKey())).code).toBe(240);
      const { key } = await confirm(m, auth, { action: 'passkey-add' });
      const begin = await call<{ challenge_id: number; options: { challenge: string; user: { id: string } } }>(
        P.passkeyRegisterBegin,
        {},
        m.token,
        key,
      );
      const second = new SoftAuthenticator('127.0.0.1', origin);
      expect(
        (
          await call(
            P.passkeyRegisterFinish,
            { challenge_id: begin.data.challenge_id, response: second.register(begin.data.options), name: 'Pad' },
            m.token,
          )
        ).code,
      ).toBe(200);
      const list = await call<{ passkeys: Array<{ id: number; name: string }> }>(P.overview, {}, m.token);
      const pad = list.data.passkeys.find((k) => k.name === 'Pad') as { id: number };
      expect((await call(P.passkeyRename, { id: pad.id, name: 'iPad' }, m.token)).code).toBe(200);
      expect((await call(P.passkeyRemove, { id: pad.id }, m.token, newKey())).code).toBe(240);
      const removal = await confirm(m, auth, { action: 'passkey-remove', destination: String(pad.id) });
      expect((await call(P.passkeyRemove, { id: pad.id }, m.token, removal.key)).code).toBe(200);
      const after = await call<{ passkeys: Array<{ name: string }> }>(P.overview, {}, m.token);
      expect(after.data.passkeys.map((k) => k.name)).toEqual(['iPhone']);
    });

    it('logs in with the passkey (no name typed), once per challenge', async () => {
      const begin = await s.call<{ challenge_id: number; options: { challenge: string } }>(
        P.passkeyLoginBegin,
        {},
        { headers: { origin } },
      );
      expect(begin.code).toBe(200);
      auth.counter++;
      const assertion = auth.assert(begin.data.options.challenge);
      const login = await s.call<{ api_token: string }>(
        P.passkeyLoginFinish,
        { challenge_id: begin.data.challenge_id, response: assertion },
        { headers: { origin } },
      );
      expect(login.code).toBe(200);
      expect((await s.call('/api/balance', {}, { token: login.data.api_token })).code).toBe(200);
      const replay = await s.call(
        P.passkeyLoginFinish,
        { challenge_id: begin.data.challenge_id, response: assertion },
        { headers: { origin } },
      );
      expect(replay.code).not.toBe(200);
      // The member's other sessions stay (they have a passkey): both are listed.
      const sessions = await call<Array<{ id: number; current: boolean; method: string }>>(P.sessions, {}, login.data.api_token);
      expect(sessions.data.length).toBeGreaterThanOrEqual(2);
      expect(sessions.data.find((x) => x.current)?.method).toBe('passkey');
    });
  });

  describe('with TOTP', () => {
    let m: TestMember;
    let secret: string;
    let cardA: number;

    beforeAll(async () => {
      m = await createMember(s.db, 'sectotp01', 1_000_000);
      cardA = await card(m, '6217000000000010');
      const begin = await call<{ secret: string; uri: string }>(P.totpBegin, {}, m.token);
      expect(begin.code).toBe(200);
      expect(begin.data.uri).toMatch(/^otpauth:\/\/totp\//);
      secret = begin.data.secret;
      expect((await call(P.totpEnable, { code: '000000' === totpCodeAt(secret, clock) ? '111111' : '000000' }, m.token)).code).toBe(422);
      expect((await call(P.totpEnable, { code: totpCodeAt(secret, clock) }, m.token)).code).toBe(200);
    });

    it('keeps the secret sealed at rest: the row holds neither the secret nor its base32', async () => {
      const { rows } = await s.db.query<{ secret: string }>('SELECT secret FROM totp_secrets WHERE user_id = $1', [m.id]);
      expect(rows[0].secret).toMatch(/^v1:[A-Za-z0-9_-]+$/);
      expect(rows[0].secret).not.toContain(secret);
    });

    it('takes a code once', async () => {
      later(30_000);
      const code = totpCodeAt(secret, clock);
      const key = newKey();
      const begin = await call<{ challenge_id: number; passkey: unknown; totp: boolean }>(
        P.confirmBegin,
        { action: 'withdraw', amount: 100, destination: String(cardA) },
        m.token,
        key,
      );
      expect(begin.data).toMatchObject({ passkey: null, totp: true });
      expect((await call(P.confirmFinish, { challenge_id: begin.data.challenge_id, code }, m.token)).code).toBe(200);
      const again = await call<{ challenge_id: number }>(
        P.confirmBegin,
        { action: 'withdraw', amount: 100, destination: String(cardA) },
        m.token,
        newKey(),
      );
      expect(await call(P.confirmFinish, { challenge_id: again.data.challenge_id, code }, m.token)).toMatchObject({
        code: 422,
        message: '验证码错误或已使用',
      });
      expect(await withdraw(m, 100, cardA, key)).toMatchObject({ code: 200 });
      expect(await balanceOf(s.db, m.id)).toBe(990_000);
    });

    it('turning TOTP off needs a confirmation', async () => {
      expect((await call(P.totpDisable, {}, m.token, newKey())).code).toBe(240);
      later(30_000);
      const key = newKey();
      const begin = await call<{ challenge_id: number }>(P.confirmBegin, { action: 'totp-off' }, m.token, key);
      expect((await call(P.confirmFinish, { challenge_id: begin.data.challenge_id, code: totpCodeAt(secret, clock) }, m.token)).code).toBe(
        200,
      );
      expect((await call(P.totpDisable, {}, m.token, key)).code).toBe(200);
      expect((await call<{ totp: boolean }>(P.overview, {}, m.token)).data.totp).toBe(false);
    });
  });

  describe('secrets at rest and old challenges', () => {
    it('a secret stored before sealing keeps working and is sealed by sealPlainTotpSecrets, once', async () => {
      const m = await createMember(s.db, 'secplain02', 100_000);
      const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await s.db.query(`INSERT INTO totp_secrets (user_id, secret, enabled_at, created_at) VALUES ($1, $2, $3, $3)`, [
        m.id,
        plain,
        clock.toISOString(),
      ]);
      later(30_000);
      const key = newKey();
      const begin = await call<{ challenge_id: number }>(P.confirmBegin, { action: 'totp-off' }, m.token, key);
      expect((await call(P.confirmFinish, { challenge_id: begin.data.challenge_id, code: totpCodeAt(plain, clock) }, m.token)).code).toBe(
        200,
      );
      const box = secretBox(DEV_ACCOUNT_SECRET_KEY);
      expect(await sealPlainTotpSecrets(s.db, box)).toBe(1);
      expect(await sealPlainTotpSecrets(s.db, box)).toBe(0);
      const { rows } = await s.db.query<{ secret: string }>('SELECT secret FROM totp_secrets WHERE user_id = $1', [m.id]);
      expect(rows[0].secret).not.toContain(plain);
      expect(box.open(rows[0].secret)).toBe(plain);
      // Sealed, the next code still confirms.
      later(30_000);
      const again = await call<{ challenge_id: number }>(P.confirmBegin, { action: 'totp-off' }, m.token, newKey());
      expect((await call(P.confirmFinish, { challenge_id: again.data.challenge_id, code: totpCodeAt(plain, clock) }, m.token)).code).toBe(
        200,
      );
    });

    it('a new challenge drops those older than a day, and keeps the others', async () => {
      const old = new Date(clock.getTime() - 25 * 3_600_000).toISOString();
      const recent = new Date(clock.getTime() - 23 * 3_600_000).toISOString();
      await s.db.query(
        `INSERT INTO security_challenges (challenge, purpose, created_at) VALUES ('prune-old-1', 'login', $1), ('prune-old-2', 'login', $1), ('prune-recent', 'login', $2)`,
        [old, recent],
      );
      expect((await s.call(P.passkeyLoginBegin, {}, { headers: { origin } })).code).toBe(200);
      const { rows } = await s.db.query<{ challenge: string }>(
        `SELECT challenge FROM security_challenges WHERE challenge LIKE 'prune-%' ORDER BY challenge`,
      );
      expect(rows.map((r) => r.challenge)).toEqual(['prune-recent']);
    });
  });

  describe('sessions', () => {
    it('lists devices, ends one (its next call 401) and all others; previous login; idle logout', async () => {
      const m = await createMember(s.db, 'secsess01', 0);
      await addPasskey(m);
      const login = (ua: string) =>
        s.call<{ api_token: string }>('/api/login_pc', { name: 'secsess01', password: 'secret123' }, { headers: { 'user-agent': ua } });
      const a = (await login('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).data.api_token;
      const b = (await login('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36')).data.api_token;
      const list = await call<Array<{ id: number; device: string; current: boolean }>>(P.sessions, {}, a);
      expect(list.data.map((x) => x.device)).toEqual(expect.arrayContaining(['Safari · iPhone', 'Chrome · Android']));
      const previous = await call<{ previous_login: { device: string } | null }>(P.overview, {}, b);
      expect(previous.data.previous_login?.device).toBe('Safari · iPhone');
      const { rows } = await s.db.query<{ content: string }>('SELECT content FROM site_messages WHERE user_id = $1 ORDER BY id', [m.id]);
      expect(rows.map((r) => r.content).some((c) => c.includes('Chrome · Android'))).toBe(true);

      const other = list.data.find((x) => x.device === 'Chrome · Android') as { id: number };
      expect((await call(P.sessionEnd, { id: other.id }, a)).code).toBe(200);
      expect((await s.call('/api/balance', {}, { token: b })).code).toBe(401);

      const c = (await login('Mozilla/5.0 (Windows NT 10.0) Firefox/121.0')).data.api_token;
      expect((await call(P.sessionsEndOthers, {}, a)).code).toBe(200);
      expect((await s.call('/api/balance', {}, { token: c })).code).toBe(401);
      expect((await s.call('/api/balance', {}, { token: m.token })).code).toBe(401);
      expect((await s.call('/api/balance', {}, { token: a })).code).toBe(200);

      expect((await call(P.idle, { minutes: 30 }, a)).code).toBe(422);
      expect((await call(P.idle, { minutes: 15 }, a)).code).toBe(200);
      // A session idle for longer than the member's choice ends at its next call; one in use does not.
      const e = (await login('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1')).data.api_token;
      const { rows: latest } = await s.db.query<{ id: number }>('SELECT max(id) AS id FROM sessions WHERE user_id = $1', [m.id]);
      await s.db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [
        latest[0].id,
        new Date(clock.getTime() - 16 * 60_000).toISOString(),
      ]);
      expect((await s.call('/api/balance', {}, { token: e })).code).toBe(401);
      expect((await s.call('/api/balance', {}, { token: a })).code).toBe(200);
    });
  });
});
