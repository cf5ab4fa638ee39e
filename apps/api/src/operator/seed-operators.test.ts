import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret } from 'otpauth';
import { readOperatorSeed, seedOperators } from './seed-operators';
import { totpCode } from './totp';
import { TEST_KDF } from '../auth/passwords';
import { secretBox } from '../auth/secret-box';
import { ConfigError, configFromEnv } from '../config';
import { startTestServer, type TestServer } from '../test/harness';

const dir = mkdtempSync(join(tmpdir(), 'operator-seed-'));
const fileOf = (name: string, content: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
};
const SECRET = new Secret({ size: 20 }).base32;
const FINANCE = { username: 'seed-fin', role: 'finance', password: 'a-long-chosen-password', totp_secret: SECRET };

describe('operators seeded from OPERATOR_SEED_FILE', () => {
  let s: TestServer;
  const at = new Date();
  beforeAll(async () => {
    s = await startTestServer({ now: () => at });
  }, 300_000);
  afterAll(() => s.close());

  it('creates each operator once, audited, and it logs in with its password and a TOTP code', async () => {
    const seed = readOperatorSeed(fileOf('good.json', [FINANCE]));
    expect(await seedOperators(s.db, TEST_KDF, secretBox(s.config.accountSecretKey), seed, at)).toBe(1);
    expect(await seedOperators(s.db, TEST_KDF, secretBox(s.config.accountSecretKey), seed, at)).toBe(0);
    const login = await s.call<{ role: string }>('/admin/login', {
      username: 'seed-fin',
      password: FINANCE.password,
      totp: totpCode(SECRET, at),
    });
    expect(login).toMatchObject({ code: 200, data: { role: 'finance' } });
    const stored = await s.db.query<{ totp_secret: string }>("SELECT totp_secret FROM operators WHERE username = 'seed-fin'");
    expect(stored.rows[0].totp_secret).toMatch(/^v1:/);
    expect(stored.rows[0].totp_secret).not.toContain(SECRET);
    const { rows } = await s.db.query<{ operator_name: string; action: string; target: string }>(
      "SELECT operator_name, action, target FROM operator_audit WHERE action = 'operator.create'",
    );
    expect(rows).toEqual([{ operator_name: 'seed', action: 'operator.create', target: 'seed-fin' }]);
  });

  it('refuses a bad entry, naming it but never its password or secret', () => {
    const bad = (entry: object) => () => readOperatorSeed(fileOf('bad.json', [entry]));
    expect(bad({ ...FINANCE, role: 'root' })).toThrow('entry 0 (seed-fin): bad role');
    expect(bad({ ...FINANCE, password: 'short' })).toThrow(/needs 16 characters/);
    expect(bad({ ...FINANCE, totp_secret: 'not-base32' })).toThrow(/must be base32/);
    expect(bad({ ...FINANCE, username: 'a b' })).toThrow('entry 0: bad username');
    try {
      bad({ ...FINANCE, password: 'short' })();
    } catch (err) {
      expect((err as Error).message).not.toContain('short');
    }
  });

  it('is refused in production without DEMO=1', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE: 'embedded',
      DATA_DIR: ':memory:',
      ACCOUNT_SECRET_KEY: 'c4'.repeat(32),
      OPERATOR_SEED_FILE: 'x.json',
    };
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    expect(configFromEnv({ ...env, DEMO: '1' }).operatorSeedFile).toMatch(/x\.json$/);
  });
});
