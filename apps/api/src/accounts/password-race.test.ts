import { registerMember, startTestServer, type TestServer } from '../test/harness';

/**
 * Sessions follow the password (docs/security.md "Members"): a login checked against the old
 * password while a change commits either ends with the change (its session revoked) or fails,
 * and of two changes made with the same old password only one succeeds. Runs on the embedded
 * database, and on PostgreSQL with TEST_DATABASE_URL.
 */
const OLD = 'oldpass11';
const NEW = 'newpass22';
const ROUNDS = 6;
/** Logins sent this many ms after the change was sent: the change's own checks take about this long. */
const LOGIN_OFFSETS_MS = [2, 5, 10, 15, 20, 30, 40, 60];

describe('a password change and the logins racing it', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const register = (name: string) => registerMember(s, name, OLD);
  const login = (name: string, password: string) =>
    s
      .call<{ api_token?: string }>('/api/login_pc', { name, password, code: 'x' })
      .then((a) => ({ code: a.code, token: a.data?.api_token }));
  const change = (token: string, password: string, next: string) => s.call('/api/editPassword', { password, paypassword: next }, { token });
  const later = <T>(ms: number, fn: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => setTimeout(() => fn().then(resolve, reject), ms));

  it(`no session opened with the old password outlives the change (${ROUNDS} rounds)`, async () => {
    let raced = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `pwrace${round}x`;
      const token = await register(name);
      const [changed, ...logins] = await Promise.all([
        change(token, OLD, NEW),
        ...LOGIN_OFFSETS_MS.map((ms) => later(ms, () => login(name, OLD))),
      ]);
      // A login that came before the change's own session check ended that session: the change
      // was refused as any call of an ended session, and the old password is still the one.
      if (changed.code === 401) {
        expect((await login(name, OLD)).code).toBe(200);
        continue;
      }
      expect(changed.code).toBe(200);
      for (const l of logins) {
        // Each one either failed as a wrong password or got a session that is already over.
        expect([200, 203]).toContain(l.code);
        if (l.code !== 200) continue;
        raced++;
        for (const path of ['/api/user', '/api/balance']) expect((await s.call(path, {}, { token: l.token })).code).toBe(401);
      }
      expect((await s.call('/api/balance', {}, { token })).code).toBe(401);
      expect((await login(name, OLD)).code).toBe(203);
      expect((await login(name, NEW)).code).toBe(200);
    }
    // The race was really run: changes went through with logins of the old password beside them.
    expect(raced).toBeGreaterThan(0);
  }, 60_000);

  it('of two changes made with the same old password, one succeeds', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `pwtwin${round}x`;
      const token = await register(name);
      const second = (await login(name, OLD)).token as string;
      // A double tap, or a script: the same session sends two changes with the old password at once.
      const answers = await Promise.all([change(second, OLD, 'twinpassA'), change(second, OLD, 'twinpassB')]);
      const codes = answers.map((a) => a.code).sort();
      expect(codes).toEqual([200, 205]);
      const winner = answers[0].code === 200 ? 'twinpassA' : 'twinpassB';
      const loser = winner === 'twinpassA' ? 'twinpassB' : 'twinpassA';
      expect((await login(name, loser)).code).toBe(203);
      expect((await login(name, winner)).code).toBe(200);
      expect((await s.call('/api/balance', {}, { token })).code).toBe(401);
    }
  }, 60_000);
});
