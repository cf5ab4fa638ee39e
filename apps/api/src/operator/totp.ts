import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the operator's name. */
const ISSUER = 'H5 operator';
/** One step either side of now: a phone clock 30 s off still logs in. */
const WINDOW = 1;

const totpOf = (secret: string, username = '') =>
  new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app scans; it carries the secret, so it is shown once. */
export const totpUri = (secret: string, username: string): string => totpOf(secret, username).toString();

/**
 * The time step a code belongs to (RFC 6238, SHA-1, 6 digits, 30 s), or null when it matches
 * none inside the window. The caller refuses a step not after the last one accepted (replay).
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}

/** The code of a time (tests and the CLI's self-check). */
export const totpCode = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
