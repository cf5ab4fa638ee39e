import { Secret, TOTP } from 'otpauth';
import { SECURITY_ACCOUNT_MESSAGES } from './security-messages';
import { openStored, type SecretBox } from '../auth/secret-box';
import { BizError, Code } from '../http/envelope';
import type { Db, Queryable } from '../db/types';

/**
 * TOTP with an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s), the alternative to a passkey.
 * A code is accepted once: the step it belongs to is stored, and a code of that step or an
 * earlier one is refused, with a compare-and-set so two calls cannot both spend one code. The
 * secret is stored sealed (../auth/secret-box.ts), as the operators' are; without a box the app
 * cannot be turned on and no code is accepted (production does not start without the key).
 */
const PERIOD_S = 30;
const ISSUER = 'H5';

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new secret (not on until a code from it is entered): what the app scans. */
export async function startTotp(
  q: Queryable,
  box: SecretBox | null,
  userId: number,
  username: string,
  at: Date,
): Promise<{ secret: string; uri: string }> {
  if (!box) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.totpUnavailable);
  const on = await q.query<{ enabled_at: unknown }>('SELECT enabled_at FROM totp_secrets WHERE user_id = $1', [userId]);
  if (on.rows[0]?.enabled_at) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.totpAlreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await q.query(
    `INSERT INTO totp_secrets (user_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = 0, enabled_at = NULL`,
    [userId, box.seal(secret), at.toISOString()],
  );
  return { secret, uri: totpOf(secret, username).toString() };
}

/**
 * Checks a code against the member's secret (`pending`: the one just started, not on yet) and
 * spends it. False: wrong, or already used.
 */
export async function spendTotpCode(
  q: Queryable,
  box: SecretBox | null,
  userId: number,
  code: unknown,
  at: Date,
  pending = false,
): Promise<boolean> {
  if (!box || typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  const { rows } = await q.query<{ secret: string; last_step: string | number }>(
    `SELECT secret, last_step FROM totp_secrets WHERE user_id = $1 AND (enabled_at IS NOT NULL) = $2`,
    [userId, !pending],
  );
  const row = rows[0];
  const secret = row ? openStored(box, row.secret) : null;
  if (!secret) return false;
  const delta = totpOf(secret, String(userId)).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(at.getTime() / 1000 / PERIOD_S) + delta;
  const res = await q.query(
    `UPDATE totp_secrets SET last_step = $2${pending ? ', enabled_at = $3' : ''} WHERE user_id = $1 AND last_step < $2`,
    pending ? [userId, step, at.toISOString()] : [userId, step],
  );
  return res.rowCount === 1;
}

export async function totpOn(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM totp_secrets WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId]);
  return rows.length > 0;
}

export async function disableTotp(q: Queryable, userId: number): Promise<void> {
  const res = await q.query('DELETE FROM totp_secrets WHERE user_id = $1 AND enabled_at IS NOT NULL', [userId]);
  if (res.rowCount !== 1) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.totpNotOn);
}

/**
 * Every TOTP secret the server keeps: the members' and the operators' (docs/security.md), each
 * sealed under the one key by the one sealing below.
 */
const SEALED_COLUMNS = [
  { table: 'totp_secrets', id: 'user_id', column: 'secret' },
  { table: 'operators', id: 'id', column: 'totp_secret' },
] as const;

/**
 * Seals the secrets stored before they were sealed (each with a compare-and-set on the value
 * read, so instances starting together do it once); answers how many. Run at start-up and by
 * the migrate step (docs/operations.md "Migrations").
 */
export async function sealPlainTotpSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  for (const { table, id, column } of SEALED_COLUMNS) {
    const { rows } = await db.query<{ id: number; secret: string }>(
      `SELECT ${id} AS id, ${column} AS secret FROM ${table} WHERE ${column} NOT LIKE 'v1:%'`,
    );
    for (const row of rows) {
      const res = await db.query(`UPDATE ${table} SET ${column} = $3 WHERE ${id} = $1 AND ${column} = $2`, [
        row.id,
        row.secret,
        box.seal(row.secret),
      ]);
      sealed += res.rowCount;
    }
  }
  return sealed;
}

/** The current code of a secret (tests stand in for the authenticator app with it). */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret, 'x').generate({ timestamp: at.getTime() });
