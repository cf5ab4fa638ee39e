import { markConfirmed, openConfirmation, pendingConfirmation, spendConfirmation, type Binding, type ConfirmAction } from './confirmations';
import { idleMinutes, previousLogin } from './devices';
import {
  assertionOptions,
  beginLogin,
  beginRegistration,
  finishLogin,
  finishRegistration,
  listPasskeys,
  removePasskey,
  verifyAssertion,
} from './passkeys';
import { destinationWaitHours, requireDestinationReady } from './payout-wait';
import { secondFactors } from './second-factor';
import { sendAlert } from './security-alerts';
import { SECURITY_ACCOUNT_MESSAGES } from './security-messages';
import { openLoginSession, type OpenedLogin } from './service';
import { disableTotp, spendTotpCode, startTotp } from './totp';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { lockMember } from '../money/ledger';
import type { RelyingParty } from './webauthn-party';
import type { SecretBox } from '../auth/secret-box';
import type { SessionDevice } from '../auth/sessions';
import type { Db, Queryable } from '../db/types';
import type { Member } from '../http/types';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/**
 * The account-security calls (docs/api.md "Account security"), each one transaction. Adding a
 * second factor when the member already has one, and removing one, need a confirmation like
 * the money actions: otherwise whoever holds the passwords could add their own passkey first.
 */
const noPasskeyHere = () => new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.passkeyFailed);

export async function securityOverview(db: Db, member: Member) {
  const [keys, factors, idle, previous, wait] = await Promise.all([
    listPasskeys(db, member.id),
    secondFactors(db, member.id),
    idleMinutes(db, member.id),
    previousLogin(db, member),
    destinationWaitHours(db),
  ]);
  return {
    passkeys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      created_at: formatDateTime(new Date(k.created_at)),
      last_used_at: k.last_used_at ? formatDateTime(new Date(k.last_used_at)) : null,
    })),
    totp: factors.totp,
    idle_minutes: idle,
    previous_login: previous,
    destination_wait_hours: wait,
  };
}

/** A confirmation's challenge: for a passkey (options to sign it) and/or TOTP. */
export async function beginConfirmation(db: Db, member: Member, rp: RelyingParty | null, binding: Binding, at: Date) {
  return db.tx(async (q) => {
    const factors = await secondFactors(q, member.id);
    if (factors.passkeys === 0 && !factors.totp) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.noSecondFactor);
    const opened = await openConfirmation(q, member, binding, at);
    const passkey = rp && factors.passkeys > 0 ? await assertionOptions(q, member.id, rp, opened.challenge) : null;
    return { challenge_id: opened.id, passkey, totp: factors.totp };
  });
}

/** Answers a confirmation with a passkey assertion (signing its challenge) or a TOTP code. */
export async function finishConfirmation(
  db: Db,
  member: Member,
  keys: { rp: RelyingParty | null; box: SecretBox | null },
  input: { challengeId: number; response?: AuthenticationResponseJSON; code?: string },
  at: Date,
): Promise<'passkey' | 'totp'> {
  const { rp, box } = keys;
  return db.tx(async (q) => {
    const pending = await pendingConfirmation(q, member, input.challengeId, at);
    if (!pending) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.challengeExpired);
    let by: 'passkey' | 'totp';
    if (input.response) {
      if (!rp) throw noPasskeyHere();
      await verifyAssertion(q, rp, input.response, pending.challenge, member.id, at);
      by = 'passkey';
    } else {
      if (!(await spendTotpCode(q, box, member.id, input.code, at)))
        throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.totpWrong);
      by = 'totp';
    }
    if (!(await markConfirmed(q, pending.id, by, at))) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.confirmUsed);
    return by;
  });
}

/** Spends the confirmation of a non-money action in its own transaction step. */
const spend = (q: Queryable, member: Member, action: ConfirmAction, destination: string | null, idemKey: string | undefined, at: Date) =>
  spendConfirmation(q, member, { action, amount: null, destination, idemKey }, at);

export async function beginPasskeyRegistration(db: Db, member: Member, rp: RelyingParty, idemKey: string | undefined, at: Date) {
  return db.tx(async (q) => {
    await lockMember(q, member.id);
    await spend(q, member, 'passkey-add', null, idemKey, at);
    return beginRegistration(q, member, rp, at);
  });
}

export async function finishPasskeyRegistration(
  db: Db,
  member: Member,
  rp: RelyingParty,
  input: { challengeId: number; response: RegistrationResponseJSON; name: string },
  at: Date,
) {
  return db.tx(async (q) => {
    await lockMember(q, member.id);
    const added = await finishRegistration(q, member, rp, input, at);
    await sendAlert(q, member.id, member.sessionId, (m) => m.alertPasskeyAdded(added.name));
    return added;
  });
}

export async function removeMemberPasskey(db: Db, member: Member, id: number, idemKey: string | undefined, at: Date): Promise<void> {
  await db.tx(async (q) => {
    await lockMember(q, member.id);
    await spend(q, member, 'passkey-remove', String(id), idemKey, at);
    const name = await removePasskey(q, member.id, id);
    await sendAlert(q, member.id, member.sessionId, (m) => m.alertPasskeyRemoved(name));
  });
}

export async function beginTotp(db: Db, box: SecretBox | null, member: Member, idemKey: string | undefined, at: Date) {
  return db.tx(async (q) => {
    await lockMember(q, member.id);
    await spend(q, member, 'totp-on', null, idemKey, at);
    return startTotp(q, box, member.id, member.username, at);
  });
}

export async function enableTotp(db: Db, box: SecretBox | null, member: Member, code: string, at: Date): Promise<void> {
  await db.tx(async (q) => {
    await lockMember(q, member.id);
    if (!(await spendTotpCode(q, box, member.id, code, at, true)))
      throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.totpWrong);
    await sendAlert(q, member.id, member.sessionId, (m) => m.alertTotpOn);
  });
}

export async function turnOffTotp(db: Db, member: Member, idemKey: string | undefined, at: Date): Promise<void> {
  await db.tx(async (q) => {
    await lockMember(q, member.id);
    await spend(q, member, 'totp-off', null, idemKey, at);
    await disableTotp(q, member.id);
    await sendAlert(q, member.id, member.sessionId, (m) => m.alertTotpOff);
  });
}

/** A passkey login's options (no member named). */
export const beginPasskeyLogin = (db: Db, rp: RelyingParty, at: Date) => db.tx((q) => beginLogin(q, rp, at));

/** A passkey login: the assertion checked, then the login's session as a password login opens it. */
export async function finishPasskeyLogin(
  db: Db,
  rp: RelyingParty,
  input: { challengeId: number; response: AuthenticationResponseJSON },
  at: Date,
  device: SessionDevice,
): Promise<OpenedLogin> {
  return db.tx(async (q) => {
    const key = await finishLogin(q, rp, input, at);
    await lockMember(q, key.user_id);
    const { rows } = await q.query<{ username: string }>('SELECT username FROM users WHERE id = $1 AND status = 1', [key.user_id]);
    if (!rows[0]) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.passkeyUnknown);
    return openLoginSession(q, { id: key.user_id, username: rows[0].username }, at, { ...device, method: 'passkey' });
  });
}

/**
 * A password change's step in its transaction: the confirmation spent (when the member has a
 * second factor) and the alert written; refused, the change is not made.
 */
export async function confirmedChange(
  q: Queryable,
  member: Member,
  action: 'password' | 'paypassword',
  idemKey: string | undefined,
  at: Date,
): Promise<void> {
  await spend(q, member, action, null, idemKey, at);
  await sendAlert(q, member.id, member.sessionId, (m) => (action === 'password' ? m.alertPassword : m.alertPayPassword));
}

/** A payout card's binding step: confirmation spent, alert written; answers how it was confirmed. */
export async function confirmedBinding(
  q: Queryable,
  member: Member,
  destination: string,
  idemKey: string | undefined,
  at: Date,
): Promise<'passkey' | 'totp' | null> {
  const by = await spendConfirmation(q, member, { action: 'bindcard', amount: null, destination, idemKey }, at);
  await sendAlert(q, member.id, member.sessionId, (m) => m.alertDestination(destination.slice(-4)));
  return by;
}

/** A withdrawal's step: confirmation spent, the destination's wait checked, alert written. */
export async function confirmedWithdrawal(
  q: Queryable,
  member: Member,
  input: { amount: number; cardId: number; amountText: string },
  idemKey: string | undefined,
  at: Date,
): Promise<void> {
  await spendConfirmation(q, member, { action: 'withdraw', amount: input.amount, destination: String(input.cardId), idemKey }, at);
  await requireDestinationReady(q, member.id, input.cardId, at);
  await sendAlert(q, member.id, member.sessionId, (m) => m.alertWithdrawal(input.amountText));
}

/** Raising (or removing) a protection limit: the confirmation spent. Lowering one needs none. */
export async function confirmedLimitRaise(
  q: Queryable,
  member: Member,
  input: { period: string; amount: number | null },
  idemKey: string | undefined,
  at: Date,
): Promise<void> {
  await spendConfirmation(q, member, { action: 'limit', amount: input.amount, destination: input.period, idemKey }, at);
}
