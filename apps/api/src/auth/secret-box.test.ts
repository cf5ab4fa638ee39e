import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_ACCOUNT_SECRET_KEY, isSealed, parseAccountSecretKey, secretBox } from './secret-box';
import { spendTotpCode, startTotp } from '../accounts/totp';
import { configFromEnv } from '../config';
import type { Queryable } from '../db/types';

describe('secret box (AES-256-GCM, docs/security.md "Second factors and confirmations")', () => {
  const box = secretBox(randomBytes(32));

  it('seals to a new value each time and opens it again', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing changed, sealed under another key, or not sealed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(box.open(`v1:${raw.toString('base64url')}`)).toBeNull();
    expect(secretBox(randomBytes(32)).open(sealed)).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(box.open('v1:')).toBeNull();
  });

  it('reads the key as 64 hex digits or base64 of 32 bytes, and refuses anything else without showing it', () => {
    const key = randomBytes(32);
    expect(parseAccountSecretKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseAccountSecretKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseAccountSecretKey('short-secret')).toThrow(/^ACCOUNT_SECRET_KEY must be .*\(its value is not shown\)$/);
    expect(() => parseAccountSecretKey(randomBytes(16).toString('hex'))).toThrow(/ACCOUNT_SECRET_KEY/);
  });

  it('config: the key when set (or from its _FILE), a development key outside production and in the demo', () => {
    const key = randomBytes(32);
    expect(configFromEnv({ NODE_ENV: 'test', ACCOUNT_SECRET_KEY: key.toString('hex') }).accountSecretKey.equals(key)).toBe(true);
    const file = join(mkdtempSync(join(tmpdir(), 'secret-key-')), 'key');
    writeFileSync(file, `${key.toString('hex')}\n`);
    expect(configFromEnv({ NODE_ENV: 'test', ACCOUNT_SECRET_KEY_FILE: file }).accountSecretKey.equals(key)).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'test' }).accountSecretKey.equals(DEV_ACCOUNT_SECRET_KEY)).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production', DEMO: '1' }).accountSecretKey.equals(DEV_ACCOUNT_SECRET_KEY)).toBe(true);
    expect(() => configFromEnv({ NODE_ENV: 'test', ACCOUNT_SECRET_KEY: 'not-a-key' })).toThrow(/ACCOUNT_SECRET_KEY must be/);
  });

  it('without a box the authenticator app is refused before the database is asked', async () => {
    const untouched = { query: () => Promise.reject(new Error('the database was asked')) } as unknown as Queryable;
    await expect(startTotp(untouched, null, 1, 'member01', new Date())).rejects.toMatchObject({
      code: 422,
      message: '验证器暂不可用，请使用通行密钥',
    });
    await expect(spendTotpCode(untouched, null, 1, '123456', new Date())).resolves.toBe(false);
  });
});
