import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt is memory-hard: N=2^15, r=8 costs 32 MiB per hash. Tests lower N to stay fast. */
export interface KdfParams {
  N: number;
  r: number;
  p: number;
}
export const PRODUCTION_KDF: KdfParams = { N: 2 ** 15, r: 8, p: 1 };
export const TEST_KDF: KdfParams = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 32;

const scrypt = (password: string, salt: Buffer, params: KdfParams) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    scryptCb(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts), self-describing for later upgrades. */
export async function hashPassword(password: string, params: KdfParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, N, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
