import { readFileSync } from 'node:fs';
import { Secret } from 'otpauth';
import { writeAudit } from './audit';
import { isRole, type Role } from './roles';
import { hashPassword, type KdfParams } from '../auth/passwords';
import type { Actor } from './actor';
import type { SecretBox } from '../auth/secret-box';
import type { Db } from '../db/types';

/**
 * An operator a test or demo server starts with (OPERATOR_SEED_FILE, docs/operations.md
 * "Operators"): the caller chose the password and the TOTP secret, so it can log in through
 * POST /admin/login as a person would, without the break-glass token.
 */
export interface SeededOperator {
  username: string;
  role: Role;
  password: string;
  /** Base32, as the `otpauth://` URI carries it. */
  totp_secret: string;
}

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;
/** As long as the one-time passwords the command line hands out (128 bits, base64url). */
const MIN_PASSWORD = 16;
/** 160 bits in base32 (RFC 4226's recommended length). */
const MIN_SECRET = 32;

/** Reads and checks the file; every fault names the entry (never its password or secret). */
export function readOperatorSeed(file: string): SeededOperator[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`OPERATOR_SEED_FILE: ${file} must hold a JSON array`);
  return parsed.map((entry: Partial<SeededOperator>, i) => {
    const where = `OPERATOR_SEED_FILE entry ${i}`;
    if (typeof entry.username !== 'string' || !USERNAME.test(entry.username)) throw new Error(`${where}: bad username`);
    if (typeof entry.role !== 'string' || !isRole(entry.role)) throw new Error(`${where} (${entry.username}): bad role`);
    if (typeof entry.password !== 'string' || entry.password.length < MIN_PASSWORD)
      throw new Error(`${where} (${entry.username}): the password needs ${MIN_PASSWORD} characters or more`);
    if (typeof entry.totp_secret !== 'string' || !/^[A-Z2-7]+=*$/.test(entry.totp_secret) || entry.totp_secret.length < MIN_SECRET)
      throw new Error(`${where} (${entry.username}): the TOTP secret must be base32, ${MIN_SECRET} characters or more`);
    Secret.fromBase32(entry.totp_secret);
    return { username: entry.username, role: entry.role, password: entry.password, totp_secret: entry.totp_secret };
  });
}

const SEED_ACTOR: Actor = { operatorId: null, username: 'seed', role: 'cli', ip: 'seed', requestId: 'seed', sessionId: null };

/**
 * Creates the operators not there yet (by name), each with its audit row, as the command line
 * would; an operator already there is left as it is, so a restarted server changes nothing.
 * Returns how many it created.
 */
export async function seedOperators(db: Db, kdf: KdfParams, box: SecretBox, operators: SeededOperator[], at: Date): Promise<number> {
  let created = 0;
  for (const o of operators) {
    const hash = await hashPassword(o.password, kdf);
    await db.tx(async (q) => {
      const { rows } = await q.query<{ id: number }>(
        // The password is the caller's own, not a one-time one: no change at the first login.
        `INSERT INTO operators (username, password_hash, totp_secret, role, created_by, created_at, must_change_password)
         VALUES ($1, $2, $3, $4, 'seed', $5, false) ON CONFLICT DO NOTHING RETURNING id`,
        [o.username, hash, box.seal(o.totp_secret), o.role, at.toISOString()],
      );
      if (!rows[0]) return;
      created++;
      await writeAudit(
        q,
        SEED_ACTOR,
        { action: 'operator.create', targetType: 'operator', target: o.username, before: null, after: { role: o.role, status: 1 } },
        at,
      );
    });
  }
  return created;
}
