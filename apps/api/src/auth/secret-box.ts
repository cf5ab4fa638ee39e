import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Member secrets the server must read back (an authenticator app's TOTP secret), sealed at rest
 * with AES-256-GCM under ACCOUNT_SECRET_KEY (docs/security.md "Second factors and
 * confirmations"): a copy of the database alone gives no one the codes. Stored as
 * `v1:<base64url of iv ‖ tag ‖ ciphertext>`; the tag makes a changed or foreign value unreadable.
 * Here beside ./passwords.ts because config.ts reads the key at start-up.
 */
const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** The plain secret; null when the value was not sealed under this key or was changed. */
  open(stored: string): string | null;
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/**
 * A stored secret in clear: opened when sealed, as it is when written before sealing (an older
 * instance during a rolling update; the start-up sealing seals it). Null: sealed under another
 * key, or changed.
 */
export const openStored = (box: SecretBox, stored: string): string | null => (isSealed(stored) ? box.open(stored) : stored);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the account secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!isSealed(stored)) return null;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/**
 * ACCOUNT_SECRET_KEY as written: 64 hex digits or the base64 of 32 bytes (`openssl rand -hex 32`).
 * Throws naming the setting, never its value.
 */
export function parseAccountSecretKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(text) && key.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')))
    throw new Error('ACCOUNT_SECRET_KEY must be 64 hex digits or the base64 of 32 random bytes (its value is not shown)');
  return key;
}

/**
 * Outside production and in the demo, without ACCOUNT_SECRET_KEY (tests, `npm start`): a fixed
 * key, so a developer's data stays readable between runs. Production refuses to start without
 * a key of its own (../config.ts).
 */
export const DEV_ACCOUNT_SECRET_KEY = createHash('sha256').update('h5 development account secret key').digest();
