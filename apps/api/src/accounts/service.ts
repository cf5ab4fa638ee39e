import { randomBytes } from 'node:crypto';
import type { LoginData, RegisterData, WithdrawOnlyLogin } from '@h5/api-contract';
import { MIN_PASSWORD_LENGTH, validateProfile } from '@h5/domain';
import { ACCOUNT_MESSAGES } from './messages';
import { hasSecondFactor } from './second-factor';
import { alertIfNewDevice } from './security-alerts';
import { hashPassword, verifyPassword, type KdfParams } from '../auth/passwords';
import { openSession, openSessionWithId, revokeSession, revokeSessions, type SessionDevice } from '../auth/sessions';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { AUTH_TEXTS, PASSWORD_TEXTS, profileText } from '../i18n/domain-texts';
import { currentLocale } from '../i18n/request-locale';
import { lockMember } from '../money/ledger';
import { activeExclusion } from '../protection/exclusions';
import { PROTECTION_MESSAGES } from '../protection/messages';
import type { Db, Queryable } from '../db/types';

/** Letters and digits, 6 to 16 of them (the site's rule; its client checks only the minimum). */
const USERNAME = /^[A-Za-z0-9]{6,16}$/;
const MIN_REALNAME = 2;

export interface RegisterInput {
  name: string;
  password: string;
  confirmPass?: string;
  realname: string;
  paypassword: string;
  pid?: string;
}

const invalid = (message: string) => new BizError(Code.invalidParam, message);

export function checkRegisterInput(input: RegisterInput): void {
  if (!USERNAME.test(input.name)) throw invalid(AUTH_TEXTS.nameLength);
  if (input.password.length < MIN_PASSWORD_LENGTH) throw invalid(AUTH_TEXTS.passwordLength);
  if (input.confirmPass !== undefined && input.confirmPass !== input.password) throw invalid(AUTH_TEXTS.confirmMismatch);
  if (input.realname.trim().length < MIN_REALNAME) throw invalid(AUTH_TEXTS.realnameRequired);
  if (input.paypassword.length < MIN_PASSWORD_LENGTH) throw invalid(AUTH_TEXTS.payPasswordLength);
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export async function register(db: Db, kdf: KdfParams, input: RegisterInput, ip: string, device?: SessionDevice): Promise<RegisterData> {
  checkRegisterInput(input);
  const [passwordHash, payHash] = await Promise.all([hashPassword(input.password, kdf), hashPassword(input.paypassword, kdf)]);
  try {
    return await db.tx(async (q) => {
      // An unknown referral code is ignored rather than refused: the code comes from a
      // shared link the visitor cannot edit, so refusing would lock them out.
      const parent = input.pid
        ? (await q.query<{ id: number }>('SELECT id FROM users WHERE invite_code = $1', [input.pid])).rows[0]
        : undefined;
      const { rows } = await q.query<{ id: number; vip: number }>(
        `INSERT INTO users(username, password_hash, pay_password_hash, realname, invite_code, parent_id, reg_ip, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, vip`,
        [input.name, passwordHash, payHash, input.realname.trim(), randomBytes(6).toString('hex'), parent?.id ?? null, ip, currentLocale()],
      );
      const token = await openSession(q, rows[0].id, undefined, device);
      return { api_token: token, username: input.name, realname: input.realname.trim(), vip: rows[0].vip };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError(Code.nameTaken, ACCOUNT_MESSAGES.nameTaken);
    throw err;
  }
}

/** Checks the password, then opens the login's session (openLoginSession). */
export async function login(db: Db, name: string, password: string, at = new Date(), device?: SessionDevice): Promise<LoginData> {
  if (!name.trim() || !password) throw invalid(AUTH_TEXTS.loginRequired);
  const { rows } = await db.query<{ id: number; username: string; password_hash: string }>(
    'SELECT id, username, password_hash FROM users WHERE lower(username) = lower($1) AND status = 1',
    [name.trim()],
  );
  const user = rows[0];
  if (!user) throw new BizError(Code.notFound, ACCOUNT_MESSAGES.userNotFound);
  if (!(await verifyPassword(password, user.password_hash))) throw new BizError(Code.wrongPassword, ACCOUNT_MESSAGES.wrongPassword);
  // Under the member's row lock, as startExclusion and changePassword: a time-out starting
  // meanwhile cannot miss this session, and a password change that committed since the hash was
  // read fails the login (its revocation may have run before this session existed), so no
  // session is opened with a password that is no longer the member's.
  const opened = await db.tx(async (q) => {
    await lockMember(q, user.id);
    if (!(await passwordStill(q, user.id, user.password_hash))) throw new BizError(Code.wrongPassword, ACCOUNT_MESSAGES.wrongPassword);
    return openLoginSession(q, { id: Number(user.id), username: user.username }, at, device);
  });
  return loginAnswer(opened);
}

export interface OpenedLogin {
  data: LoginData;
  /** Set when the member is in a time-out or self-exclusion: the session is withdraw-only. */
  excludedUntil: Date | null;
}

/**
 * The login's answer, once its transaction committed: a withdraw-only session is refused all the
 * same (231 with its end and the session's token: the player's money is theirs to take out).
 */
export function loginAnswer({ data, excludedUntil }: OpenedLogin): LoginData {
  if (!excludedUntil) return data;
  const until = formatDateTime(excludedUntil);
  const refused: WithdrawOnlyLogin = { api_token: data.api_token, scope: 'withdraw', until };
  throw new BizError(Code.selfExcluded, PROTECTION_MESSAGES.loginExcluded(until), refused);
}

/**
 * A login's session, in the transaction that locked the member (password or passkey login).
 * A member without a passkey or TOTP keeps today's rule: one session, every other one ends. A
 * member with one keeps their other sessions (they see and end them in 登录设备) and is alerted
 * of a login from a browser none of their sessions came from. A self-exclusion refuses (with its
 * end) only once the member proved who they are (loginAnswer), so the answer tells an outsider nothing.
 */
export async function openLoginSession(
  q: Queryable,
  user: { id: number; username: string },
  at: Date,
  device?: SessionDevice,
): Promise<OpenedLogin> {
  const exclusion = await activeExclusion(q, user.id, at);
  // The language an operator's message to the member (a refusal's reason) is written in.
  await q.query('UPDATE users SET locale = $2 WHERE id = $1', [user.id, currentLocale()]);
  // In a time-out or self-exclusion every login ends the others, as ever (player protection).
  if (exclusion || !(await hasSecondFactor(q, user.id))) await revokeSessions(q, user.id);
  const { token, sessionId } = await openSessionWithId(q, user.id, exclusion?.ends_at, device);
  if (device) await alertIfNewDevice(q, user.id, sessionId, device.userAgent, device.ip);
  return {
    data: { username: user.username, api_token: token, new_api_token: token },
    excludedUntil: exclusion ? new Date(exclusion.ends_at) : null,
  };
}

export async function logoff(db: Db, userId: number, sessionId: number): Promise<void> {
  // A transaction, so the session's end reaches its open streams (push/).
  await db.tx((q) => revokeSession(q, userId, sessionId));
}

/** The form checks of a password change (run before the old password is guessed at). */
export function checkNewPassword(oldPassword: string, newPassword: string): void {
  if (!oldPassword) throw invalid(PASSWORD_TEXTS.oldRequired);
  if (!newPassword) throw invalid(PASSWORD_TEXTS.newRequired);
  if (newPassword.length < MIN_PASSWORD_LENGTH) throw invalid(PASSWORD_TEXTS.newLength);
}

/**
 * Runs in a password change's transaction before it writes: the route's confirmation check and
 * alert (accounts/confirmations.ts), so a refused confirmation changes nothing.
 */
export type ChangeHook = (q: Queryable) => Promise<void>;
const noHook: ChangeHook = async () => undefined;

/** Login password: on success every session ends, so the member logs in again. */
export async function changePassword(
  db: Db,
  kdf: KdfParams,
  userId: number,
  oldPassword: string,
  newPassword: string,
  hook: ChangeHook = noHook,
): Promise<void> {
  checkNewPassword(oldPassword, newPassword);
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  if (!(await verifyPassword(oldPassword, rows[0]?.password_hash)))
    throw new BizError(Code.oldPasswordWrong, ACCOUNT_MESSAGES.oldPasswordWrong);
  const hash = await hashPassword(newPassword, kdf);
  await db.tx(async (q) => {
    // Compare-and-set under the member's lock: of two changes with the same old password one
    // wins, and a login checked against the old hash either committed before (its session is
    // revoked here) or waits for this lock and then finds the hash changed (login above).
    await lockMember(q, userId);
    await hook(q);
    const res = await q.query('UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [
      userId,
      hash,
      rows[0].password_hash,
    ]);
    if (res.rowCount !== 1) throw new BizError(Code.oldPasswordWrong, ACCOUNT_MESSAGES.oldPasswordWrong);
    await revokeSessions(q, userId);
  });
}

/** The member is still active and their password hash is still the one checked. */
async function passwordStill(q: Queryable, userId: number, checkedHash: string): Promise<boolean> {
  const { rows } = await q.query<{ same: boolean }>('SELECT password_hash = $2 AS same FROM users WHERE id = $1 AND status = 1', [
    userId,
    checkedHash,
  ]);
  return rows[0]?.same === true;
}

/** Pay password: the old one must match when one is set (a member without one just sets it). */
/** The form checks of a pay-password change (the old one may be empty when none is set yet). */
export function checkNewPayPassword(newPassword: string): void {
  if (!newPassword) throw invalid(PASSWORD_TEXTS.newRequired);
  if (newPassword.length < MIN_PASSWORD_LENGTH) throw invalid(PASSWORD_TEXTS.newLength);
}

export async function changePayPassword(
  db: Db,
  kdf: KdfParams,
  userId: number,
  oldPassword: string,
  newPassword: string,
  hook: ChangeHook = noHook,
): Promise<void> {
  checkNewPayPassword(newPassword);
  const { rows } = await db.query<{ pay_password_hash: string | null }>('SELECT pay_password_hash FROM users WHERE id = $1', [userId]);
  const current = rows[0]?.pay_password_hash;
  if (current && !(await verifyPassword(oldPassword, current))) {
    throw new BizError(Code.oldPasswordWrong, ACCOUNT_MESSAGES.oldPayPasswordWrong);
  }
  const hash = await hashPassword(newPassword, kdf);
  // Compare-and-set: two concurrent changes cannot both pass the old-password check.
  await db.tx(async (q) => {
    await hook(q);
    const res = await q.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1 AND pay_password_hash IS NOT DISTINCT FROM $3', [
      userId,
      hash,
      current ?? null,
    ]);
    if (res.rowCount !== 1) throw new BizError(Code.oldPasswordWrong, ACCOUNT_MESSAGES.oldPayPasswordWrong);
  });
}

export async function updateProfile(db: Db, userId: number, form: { mobile: string; email: string; birthday: string }): Promise<void> {
  const failure = validateProfile(form);
  if (failure) throw invalid(profileText(failure.message));
  await db.query('UPDATE users SET mobile = $2, email = $3, birthday = $4 WHERE id = $1', [
    userId,
    form.mobile.trim(),
    form.email.trim(),
    form.birthday.trim(),
  ]);
}
