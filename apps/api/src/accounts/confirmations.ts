import { createHash, randomBytes } from 'node:crypto';
import { hasSecondFactor } from './second-factor';
import { SECURITY_ACCOUNT_MESSAGES } from './security-messages';
import { BizError, Code } from '../http/envelope';
import type { Queryable } from '../db/types';

/**
 * Confirmations bound to the money (docs/security.md "Second factors and confirmations"). Once a
 * member has a passkey or TOTP, each action below needs one: the client asks for a challenge
 * naming the action, its amount, its destination and the Idempotency-Key it will send the call
 * with; the challenge a passkey signs is derived from exactly those (PSD2's dynamic linking), and
 * the call itself is allowed only if a confirmed, unspent, fresh challenge of this session names
 * the same four. Spending it is a conditional update inside the action's own transaction, so a
 * refused action keeps its confirmation and two calls cannot both spend one.
 */
export const CONFIRM_ACTIONS = [
  'withdraw',
  'bindcard',
  'limit',
  'password',
  'paypassword',
  'passkey-add',
  'passkey-remove',
  'totp-on',
  'totp-off',
] as const;
export type ConfirmAction = (typeof CONFIRM_ACTIONS)[number];

/** How long a challenge may be answered, and a confirmation spent, after it was asked for. */
export const CONFIRM_TTL_MS = 5 * 60_000;

export interface Binding {
  action: ConfirmAction;
  /** Fen, or null for an action without an amount. */
  amount: number | null;
  /** Card id, card number or address, limit period, passkey id; null when none. */
  destination: string | null;
  idemKey: string;
}

export const isConfirmAction = (value: unknown): value is ConfirmAction => CONFIRM_ACTIONS.includes(value as ConfirmAction);

/** The challenge a passkey signs: a random nonce and the four things confirmed, hashed together. */
export function bindingChallenge(nonce: Buffer, b: Binding): string {
  const canonical = JSON.stringify([b.action, b.amount, b.destination, b.idemKey]);
  return createHash('sha256').update(nonce).update(canonical).digest('base64url');
}

export interface OpenedChallenge {
  id: number;
  challenge: string;
}

/** Stores a new confirmation challenge for this session. */
export async function openConfirmation(
  q: Queryable,
  member: { id: number; sessionId: number },
  binding: Binding,
  at: Date,
): Promise<OpenedChallenge> {
  const challenge = bindingChallenge(randomBytes(32), binding);
  await pruneChallenges(q, at);
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO security_challenges (challenge, purpose, user_id, session_id, action, amount, destination, idem_key, created_at)
     VALUES ($1, 'confirm', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [challenge, member.id, member.sessionId, binding.action, binding.amount, binding.destination, binding.idemKey, at.toISOString()],
  );
  return { id: Number(rows[0].id), challenge };
}

export interface PendingConfirmation {
  id: number;
  challenge: string;
  action: ConfirmAction;
}

/** The session's unanswered, fresh confirmation challenge `id` (null: none such). */
export async function pendingConfirmation(
  q: Queryable,
  member: { id: number; sessionId: number },
  id: number,
  at: Date,
): Promise<PendingConfirmation | null> {
  const { rows } = await q.query<{ id: number; challenge: string; action: ConfirmAction }>(
    `SELECT id, challenge, action FROM security_challenges
      WHERE id = $1 AND user_id = $2 AND session_id = $3 AND purpose = 'confirm' AND confirmed_at IS NULL AND created_at > $4`,
    [id, member.id, member.sessionId, new Date(at.getTime() - CONFIRM_TTL_MS).toISOString()],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/** Marks the challenge answered (once: a second answer of the same challenge finds it taken). */
export async function markConfirmed(q: Queryable, id: number, by: 'passkey' | 'totp', at: Date): Promise<boolean> {
  const res = await q.query('UPDATE security_challenges SET confirmed_at = $2, confirmed_by = $3 WHERE id = $1 AND confirmed_at IS NULL', [
    id,
    at.toISOString(),
    by,
  ]);
  return res.rowCount === 1;
}

interface ConfirmRow {
  action: string;
  amount: string | number | null;
  destination: string | null;
  confirmed_at: string | Date | null;
  used_at: string | Date | null;
  created_at: string | Date;
  session_id: string | number;
}

/**
 * Spends the confirmation of this call, in the action's transaction. A member without a second
 * factor needs none (their calls are today's): null. Else the confirmation's method, or a 240
 * refusal saying why: none, another action/amount/destination, spent, or too old.
 */
export async function spendConfirmation(
  q: Queryable,
  member: { id: number; sessionId: number },
  binding: Omit<Binding, 'idemKey'> & { idemKey: string | undefined },
  at: Date,
): Promise<'passkey' | 'totp' | null> {
  if (!(await hasSecondFactor(q, member.id))) return null;
  const refuse = (message: string) =>
    new BizError(Code.confirmationRequired, message, { action: binding.action, amount: binding.amount, destination: binding.destination });
  if (!binding.idemKey) throw refuse(SECURITY_ACCOUNT_MESSAGES.confirmRequired);
  const since = new Date(at.getTime() - CONFIRM_TTL_MS).toISOString();
  const spent = await q.query<{ confirmed_by: 'passkey' | 'totp' }>(
    `UPDATE security_challenges SET used_at = $8
      WHERE user_id = $1 AND session_id = $2 AND idem_key = $3 AND purpose = 'confirm' AND action = $4
        AND amount IS NOT DISTINCT FROM $5 AND destination IS NOT DISTINCT FROM $6
        AND confirmed_at IS NOT NULL AND used_at IS NULL AND created_at > $7
        AND id = (SELECT max(id) FROM security_challenges WHERE user_id = $1 AND idem_key = $3 AND purpose = 'confirm' AND confirmed_at IS NOT NULL)
      RETURNING confirmed_by`,
    [member.id, member.sessionId, binding.idemKey, binding.action, binding.amount, binding.destination, since, at.toISOString()],
  );
  if (spent.rows[0]) return spent.rows[0].confirmed_by;
  // Refused: say why (the latest confirmed challenge under this key, if any).
  const { rows } = await q.query<ConfirmRow>(
    `SELECT action, amount, destination, confirmed_at, used_at, created_at, session_id FROM security_challenges
      WHERE user_id = $1 AND idem_key = $2 AND purpose = 'confirm' AND confirmed_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [member.id, binding.idemKey],
  );
  const row = rows[0];
  if (!row) throw refuse(SECURITY_ACCOUNT_MESSAGES.confirmRequired);
  const same =
    row.action === binding.action &&
    (row.amount === null ? null : Number(row.amount)) === binding.amount &&
    row.destination === binding.destination &&
    Number(row.session_id) === member.sessionId;
  if (!same) throw refuse(SECURITY_ACCOUNT_MESSAGES.confirmMismatch);
  if (row.used_at) throw refuse(SECURITY_ACCOUNT_MESSAGES.confirmUsed);
  throw refuse(SECURITY_ACCOUNT_MESSAGES.confirmExpired);
}

/** A challenge older than this can no longer be used (CONFIRM_TTL_MS) nor explain a refusal. */
export const CHALLENGE_KEEP_MS = 86_400_000;
const PRUNE_BATCH = 50;

/**
 * Drops up to a batch of challenges older than a day (answered or not: none can be used any
 * more). Called with every new challenge, so the table stays bounded by a day of them without a
 * timer on any instance; SKIP LOCKED lets two calls prune side by side without waiting on each
 * other. Answers how many went.
 */
export async function pruneChallenges(q: Queryable, at: Date): Promise<number> {
  const res = await q.query(
    `DELETE FROM security_challenges WHERE id IN (
       SELECT id FROM security_challenges WHERE created_at < $1 ORDER BY id LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`,
    [new Date(at.getTime() - CHALLENGE_KEEP_MS).toISOString()],
  );
  return res.rowCount;
}
