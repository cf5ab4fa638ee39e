import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { CONFIRM_TTL_MS, pruneChallenges } from './confirmations';
import { SECURITY_ACCOUNT_MESSAGES } from './security-messages';
import { BizError, Code } from '../http/envelope';
import type { RelyingParty } from './webauthn-party';
import type { Queryable } from '../db/types';

/** Passkeys (WebAuthn credentials): made, listed, renamed, removed, and checked on an assertion. */
export const MAX_PASSKEYS = 10;
const RP_NAME = 'H5';

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: string | Date;
  last_used_at: string | Date | null;
}

const failed = () => new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.passkeyFailed);
const expired = () => new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.challengeExpired);
const transportsOf = (row: { transports: string }) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

export function requirePasskeyName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length < 1 || name.length > 40) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.passkeyName);
  return name;
}

export async function listPasskeys(q: Queryable, userId: number): Promise<PasskeyRow[]> {
  const { rows } = await q.query<PasskeyRow>(
    `SELECT id, user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at
       FROM passkeys WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), user_id: Number(r.user_id), counter: Number(r.counter) }));
}

async function storeChallenge(
  q: Queryable,
  purpose: 'register' | 'login',
  challenge: string,
  member: { id: number; sessionId: number } | null,
  at: Date,
): Promise<number> {
  await pruneChallenges(q, at);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO security_challenges (challenge, purpose, user_id, session_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [challenge, purpose, member?.id ?? null, member?.sessionId ?? null, at.toISOString()],
  );
  return Number(rows[0].id);
}

/**
 * Takes a challenge once: a conditional update, so an answer replayed (or sent twice at once)
 * finds it spent. Fresh for CONFIRM_TTL_MS only.
 */
async function takeChallenge(
  q: Queryable,
  purpose: 'register' | 'login',
  id: number,
  member: { id: number; sessionId: number } | null,
  at: Date,
): Promise<string> {
  const { rows } = await q.query<{ challenge: string }>(
    `UPDATE security_challenges SET used_at = $2
      WHERE id = $1 AND purpose = $3 AND used_at IS NULL AND created_at > $4
        AND user_id IS NOT DISTINCT FROM $5 AND session_id IS NOT DISTINCT FROM $6
      RETURNING challenge`,
    [id, at.toISOString(), purpose, new Date(at.getTime() - CONFIRM_TTL_MS).toISOString(), member?.id ?? null, member?.sessionId ?? null],
  );
  if (!rows[0]) throw expired();
  return rows[0].challenge;
}

export async function beginRegistration(
  q: Queryable,
  member: { id: number; sessionId: number; username: string },
  rp: RelyingParty,
  at: Date,
): Promise<{ challenge_id: number; options: PublicKeyCredentialCreationOptionsJSON }> {
  const existing = await listPasskeys(q, member.id);
  if (existing.length >= MAX_PASSKEYS) throw new BizError(Code.invalidParam, SECURITY_ACCOUNT_MESSAGES.passkeyTooMany);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: member.username,
    // The WebAuthn user handle: the member id, so a discoverable login names the member.
    userID: new TextEncoder().encode(String(member.id)),
    challenge: randomBytes(32),
    attestationType: 'none',
    timeout: CONFIRM_TTL_MS,
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const id = await storeChallenge(q, 'register', options.challenge, member, at);
  return { challenge_id: id, options };
}

export async function finishRegistration(
  q: Queryable,
  member: { id: number; sessionId: number },
  rp: RelyingParty,
  input: { challengeId: number; response: RegistrationResponseJSON; name: string },
  at: Date,
): Promise<{ id: number; name: string }> {
  const challenge = await takeChallenge(q, 'register', input.challengeId, member, at);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    throw failed();
  }
  if (!verification.verified || !verification.registrationInfo) throw failed();
  const { credential } = verification.registrationInfo;
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
    [
      member.id,
      credential.id,
      Buffer.from(credential.publicKey).toString('base64url'),
      credential.counter,
      (credential.transports ?? []).join(','),
      input.name,
      at.toISOString(),
    ],
  );
  if (!rows[0]) throw failed();
  return { id: Number(rows[0].id), name: input.name };
}

/** Options for a passkey login: no member named (discoverable credential). */
export async function beginLogin(q: Queryable, rp: RelyingParty, at: Date) {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: randomBytes(32),
    userVerification: 'preferred',
    timeout: CONFIRM_TTL_MS,
  });
  const id = await storeChallenge(q, 'login', options.challenge, null, at);
  return { challenge_id: id, options };
}

/**
 * Checks an assertion against the stored credential: challenge, origin, rpID, signature, and a
 * counter that must go up (unless the authenticator keeps none: both 0). The new counter is
 * stored with a compare-and-set, so two assertions with the same counter cannot both pass.
 */
export async function verifyAssertion(
  q: Queryable,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  userId: number | null,
  at: Date,
): Promise<PasskeyRow> {
  const { rows } = await q.query<PasskeyRow>(
    `SELECT id, user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at
       FROM passkeys WHERE credential_id = $1 AND ($2::bigint IS NULL OR user_id = $2)`,
    [String(response?.id ?? ''), userId],
  );
  const row = rows[0];
  if (!row)
    throw new BizError(
      Code.invalidParam,
      userId === null ? SECURITY_ACCOUNT_MESSAGES.passkeyUnknown : SECURITY_ACCOUNT_MESSAGES.passkeyFailed,
    );
  const stored = Number(row.counter);
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: {
        id: row.credential_id,
        publicKey: Buffer.from(row.public_key, 'base64url'),
        counter: stored,
        transports: transportsOf(row),
      },
      requireUserVerification: false,
    });
  } catch {
    throw failed();
  }
  if (!result.verified) throw failed();
  // A discoverable login must come back with the user handle this server gave the credential.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, 'base64url').toString() !== String(row.user_id)) throw failed();
  const next = result.authenticationInfo.newCounter;
  const moved = await q.query(
    'UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))',
    [row.id, next, at.toISOString()],
  );
  if (moved.rowCount !== 1) throw failed();
  return { ...row, id: Number(row.id), user_id: Number(row.user_id) };
}

/** A passkey login's assertion: the challenge taken once, then the credential checked. */
export async function finishLogin(
  q: Queryable,
  rp: RelyingParty,
  input: { challengeId: number; response: AuthenticationResponseJSON },
  at: Date,
): Promise<PasskeyRow> {
  const challenge = await takeChallenge(q, 'login', input.challengeId, null, at);
  return verifyAssertion(q, rp, input.response, challenge, null, at);
}

/** Options asking the member's own passkeys to sign a confirmation's challenge. */
export async function assertionOptions(
  q: Queryable,
  userId: number,
  rp: RelyingParty,
  challenge: string,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> {
  const keys = await listPasskeys(q, userId);
  if (keys.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: Buffer.from(challenge, 'base64url'),
    userVerification: 'preferred',
    timeout: CONFIRM_TTL_MS,
    allowCredentials: keys.map((k) => ({ id: k.credential_id, transports: transportsOf(k) })),
  });
  return options;
}

export async function renamePasskey(q: Queryable, userId: number, id: number, name: string): Promise<void> {
  const res = await q.query('UPDATE passkeys SET name = $3 WHERE id = $1 AND user_id = $2', [id, userId, name]);
  if (res.rowCount !== 1) throw new BizError(Code.notFound, SECURITY_ACCOUNT_MESSAGES.passkeyNotFound);
}

export async function removePasskey(q: Queryable, userId: number, id: number): Promise<string> {
  const { rows } = await q.query<{ name: string }>('DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING name', [id, userId]);
  if (!rows[0]) throw new BizError(Code.notFound, SECURITY_ACCOUNT_MESSAGES.passkeyNotFound);
  return rows[0].name;
}
