import { randomBytes } from 'node:crypto';
import { writeAudit } from './audit';
import { DESK_MESSAGES } from './desk-messages';
import { isRole, type Role } from './roles';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { hashPassword, verifyPassword, type KdfParams } from '../auth/passwords';
import { openStored, type SecretBox } from '../auth/secret-box';
import { hashToken, newToken } from '../auth/tokens';
import { BizError, Code } from '../http/envelope';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

/** A session ends this long after its last call … */
export const IDLE_MS = 30 * 60 * 1000;
/** … and this long after its login, however busy. */
export const MAX_SESSION_MS = 12 * 60 * 60 * 1000;

const USERNAME = /^[A-Za-z0-9_.-]{3,32}$/;

/** The operator behind a live session. */
export interface SignedIn {
  id: number;
  username: string;
  role: Role;
  sessionId: number;
  /** Still on a one-time password: the gate lets only the change, who am I and logout through. */
  mustChangePassword: boolean;
}

/** What a new or re-keyed operator is handed, once: never stored in clear, never shown again. */
export interface Credentials {
  username: string;
  role: Role;
  password: string;
  otpauth: string;
}

/** A one-time password: 128 random bits, typed once into the first login. */
const newPassword = (): string => randomBytes(16).toString('base64url');

function checkNewOperator(username: string, role: string): asserts role is Role {
  if (!USERNAME.test(username)) throw new BizError(Code.invalidParam, DESK_MESSAGES.usernameInvalid);
  if (!isRole(role)) throw new BizError(Code.invalidParam, DESK_MESSAGES.roleInvalid);
}

/**
 * Creates an operator (the command line's first admin, or an admin's POST /admin/operators).
 * The TOTP secret is stored sealed, as the members' are (../auth/secret-box.ts).
 */
export async function createOperator(
  db: Db,
  kdf: KdfParams,
  box: SecretBox,
  input: { username: string; role: string },
  actor: Actor,
  at: Date,
): Promise<Credentials> {
  const username = input.username.trim();
  checkNewOperator(username, input.role);
  const role = input.role;
  const password = newPassword();
  const secret = newTotpSecret();
  const hash = await hashPassword(password, kdf);
  await db.tx(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO operators (username, password_hash, totp_secret, role, created_by, created_at, must_change_password)
       VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT DO NOTHING RETURNING id`,
      [username, hash, box.seal(secret), role, actor.username, at.toISOString()],
    );
    if (!rows[0]) throw new BizError(Code.nameTaken, DESK_MESSAGES.operatorTaken);
    await writeAudit(
      q,
      actor,
      { action: 'operator.create', targetType: 'operator', target: username, before: null, after: { role, status: 1 } },
      at,
    );
  });
  return { username, role, password, otpauth: totpUri(secret, username) };
}

interface OperatorRow {
  id: number;
  username: string;
  role: Role;
  status: number;
}

/**
 * An admin's change to an operator: a new role, disabling (0) or enabling (1), and/or a re-key
 * (a new one-time password and TOTP secret, answered once). Disabling or re-keying ends every
 * session the operator has.
 */
export async function updateOperator(
  db: Db,
  kdf: KdfParams,
  box: SecretBox,
  input: { username: string; role?: string; status?: 0 | 1; rekey?: boolean },
  actor: Actor,
  at: Date,
): Promise<{ username: string; role: Role; status: number; password?: string; otpauth?: string }> {
  if (input.role !== undefined && !isRole(input.role)) throw new BizError(Code.invalidParam, DESK_MESSAGES.roleInvalid);
  const password = input.rekey ? newPassword() : undefined;
  const secret = input.rekey ? newTotpSecret() : undefined;
  const hash = password ? await hashPassword(password, kdf) : undefined;
  return db.tx(async (q) => {
    const { rows } = await q.query<OperatorRow>(
      'SELECT id, username, role, status FROM operators WHERE lower(username) = lower($1) FOR UPDATE',
      [input.username.trim()],
    );
    const before = rows[0];
    if (!before) throw new BizError(Code.notFound, DESK_MESSAGES.operatorNotFound);
    const role = (input.role as Role | undefined) ?? before.role;
    const status = input.status ?? Number(before.status);
    await q.query(
      `UPDATE operators SET role = $2, status = $3, password_hash = COALESCE($4, password_hash), totp_secret = COALESCE($5, totp_secret),
         last_totp_step = CASE WHEN $5::text IS NULL THEN last_totp_step ELSE 0 END,
         must_change_password = CASE WHEN $4::text IS NULL THEN must_change_password ELSE true END WHERE id = $1`,
      [before.id, role, status, hash ?? null, secret ? box.seal(secret) : null],
    );
    // A new role takes effect on the next call anyway (the gate reads it); ending the sessions
    // on a disable or re-key means a stolen password or phone stops working now.
    if (status === 0 || input.rekey) await endOperatorSessions(q, Number(before.id), at);
    await writeAudit(
      q,
      actor,
      {
        action: 'operator.update',
        targetType: 'operator',
        target: before.username,
        before: { role: before.role, status: Number(before.status) },
        after: { role, status, rekeyed: Boolean(input.rekey) },
      },
      at,
    );
    const answer = { username: before.username, role, status };
    return secret && password ? { ...answer, password, otpauth: totpUri(secret, before.username) } : answer;
  });
}

export async function listOperators(db: Queryable) {
  const { rows } = await db.query<OperatorRow & { created_at: Date; created_by: string }>(
    'SELECT id, username, role, status, created_by, created_at FROM operators ORDER BY id',
  );
  return rows.map((r) => ({
    username: r.username,
    role: r.role,
    status: Number(r.status),
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** A hash to check against when the name is unknown, so both answers take the KDF's time. */
let decoy: Promise<string> | null = null;

/**
 * Login: the password (the members' scrypt) and a TOTP code, both right, the operator active,
 * and the code's time step later than the last one accepted (a code works once, so one read
 * over a shoulder or replayed inside its 90 s window is refused). Every failure answers the
 * same text. Opens a session and audits the login in one transaction.
 */
export async function loginOperator(
  db: Db,
  kdf: KdfParams,
  box: SecretBox,
  input: { username: string; password: string; totp: string },
  ctx: { ip: string; requestId: string },
  at: Date,
): Promise<{ token: string; operator: SignedIn }> {
  const failed = () => new BizError(Code.wrongPassword, DESK_MESSAGES.loginFailed);
  const { rows } = await db.query<OperatorRow & { password_hash: string; totp_secret: string; must_change_password: boolean }>(
    'SELECT id, username, role, status, password_hash, totp_secret, must_change_password FROM operators WHERE lower(username) = lower($1)',
    [input.username.trim()],
  );
  const found = rows[0];
  if (!found) {
    decoy ??= hashPassword(newPassword(), kdf);
    await verifyPassword(input.password, await decoy);
    throw failed();
  }
  const passwordRight = await verifyPassword(input.password, found.password_hash);
  const secret = openStored(box, found.totp_secret);
  const step = secret === null ? null : totpStep(secret, input.totp, at);
  if (!passwordRight || step === null || Number(found.status) !== 1) throw failed();
  return db.tx(async (q) => {
    // The step is taken under the row's update: of two logins with one code, one wins.
    const taken = await q.query(
      'UPDATE operators SET last_totp_step = $2 WHERE id = $1 AND last_totp_step < $2 AND status = 1 AND password_hash = $3',
      [found.id, step, found.password_hash],
    );
    if (taken.rowCount !== 1) throw failed();
    const token = newToken();
    const { rows: opened } = await q.query<{ id: number }>(
      'INSERT INTO operator_sessions (operator_id, token_hash, created_at, last_seen_at) VALUES ($1, $2, $3, $3) RETURNING id',
      [found.id, hashToken(token), at.toISOString()],
    );
    const operator: SignedIn = {
      id: Number(found.id),
      username: found.username,
      role: found.role,
      sessionId: Number(opened[0].id),
      mustChangePassword: Boolean(found.must_change_password),
    };
    const actor: Actor = {
      operatorId: operator.id,
      username: operator.username,
      role: operator.role,
      sessionId: operator.sessionId,
      ...ctx,
    };
    await writeAudit(q, actor, { action: 'operator.login', targetType: 'operator', target: found.username }, at);
    return { token, operator };
  });
}

/**
 * The operator behind a session token, or null when there is none, it was revoked, the
 * operator is disabled, or it has been idle 30 minutes or open 12 hours. A live session's
 * last call moves to now (read on every instance: the row is the only state).
 */
export async function operatorOfToken(db: Queryable, token: string, at: Date): Promise<SignedIn | null> {
  const idleSince = new Date(at.getTime() - IDLE_MS).toISOString();
  const openedSince = new Date(at.getTime() - MAX_SESSION_MS).toISOString();
  const { rows } = await db.query<{ session_id: number; id: number; username: string; role: Role; must_change_password: boolean }>(
    `UPDATE operator_sessions s SET last_seen_at = $2
       FROM operators o
      WHERE s.token_hash = $1 AND o.id = s.operator_id AND s.revoked_at IS NULL AND o.status = 1
        AND s.last_seen_at > $3 AND s.created_at > $4
     RETURNING s.id AS session_id, o.id, o.username, o.role, o.must_change_password`,
    [hashToken(token), at.toISOString(), idleSince, openedSince],
  );
  const row = rows[0];
  return row
    ? {
        id: Number(row.id),
        username: row.username,
        role: row.role,
        sessionId: Number(row.session_id),
        mustChangePassword: Boolean(row.must_change_password),
      }
    : null;
}

export async function logoutOperator(db: Db, actor: Actor, at: Date): Promise<void> {
  if (actor.sessionId === null) return;
  const sessionId = actor.sessionId;
  await db.tx(async (q) => {
    await q.query('UPDATE operator_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at.toISOString()]);
    await writeAudit(q, actor, { action: 'operator.logout', targetType: 'operator', target: actor.username }, at);
  });
}

async function endOperatorSessions(q: Queryable, operatorId: number, at: Date): Promise<void> {
  await q.query('UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [
    operatorId,
    at.toISOString(),
  ]);
}
