import { writeAudit } from './audit';
import { PASSWORD_MESSAGES } from './desk-messages';
import { hashPassword, verifyPassword, type KdfParams } from '../auth/passwords';
import { BizError, Code } from '../http/envelope';
import type { Actor } from './actor';
import type { Db } from '../db/types';

/** An operator's own password: longer than a member's, as it reaches money and members. */
export const MIN_OPERATOR_PASSWORD = 12;

/**
 * The operator changes their own password (the one-time one at the first login, or any time):
 * the current one must be right, the new one at least 12 characters and not the same. The
 * operator's other sessions end (someone who knew the old password is out); this one goes on,
 * no longer limited to the change. Audited without either password.
 */
export async function changeOperatorPassword(
  db: Db,
  kdf: KdfParams,
  actor: Actor,
  input: { oldPassword: string; newPassword: string },
  at: Date,
): Promise<void> {
  if (actor.operatorId === null || actor.sessionId === null) throw new BizError(Code.roleRequired, PASSWORD_MESSAGES.changeFirst);
  const operatorId = actor.operatorId;
  const sessionId = actor.sessionId;
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM operators WHERE id = $1', [operatorId]);
  const current = rows[0];
  if (!current || !(await verifyPassword(input.oldPassword, current.password_hash)))
    throw new BizError(Code.oldPasswordWrong, PASSWORD_MESSAGES.oldWrong);
  if (input.newPassword.length < MIN_OPERATOR_PASSWORD || input.newPassword === input.oldPassword)
    throw new BizError(Code.invalidParam, PASSWORD_MESSAGES.newWeak);
  const hash = await hashPassword(input.newPassword, kdf);
  await db.tx(async (q) => {
    // A compare-and-set on the hash checked above: of two changes at once, one wins.
    const { rows: before } = await q.query<{ must_change_password: boolean }>(
      `UPDATE operators o SET password_hash = $3, must_change_password = false
         FROM (SELECT must_change_password FROM operators WHERE id = $1 FOR UPDATE) old
        WHERE o.id = $1 AND o.password_hash = $2 RETURNING old.must_change_password`,
      [operatorId, current.password_hash, hash],
    );
    if (!before[0]) throw new BizError(Code.oldPasswordWrong, PASSWORD_MESSAGES.oldWrong);
    await q.query('UPDATE operator_sessions SET revoked_at = $3 WHERE operator_id = $1 AND id <> $2 AND revoked_at IS NULL', [
      operatorId,
      sessionId,
      at.toISOString(),
    ]);
    await writeAudit(
      q,
      actor,
      {
        action: 'operator.password',
        targetType: 'operator',
        target: actor.username,
        before: { must_change_password: Boolean(before[0].must_change_password) },
        after: { must_change_password: false },
      },
      at,
    );
  });
}

/** Whether the operator still has to replace a one-time password (break-glass has none). */
export async function mustChangePassword(db: Db, operatorId: number | null): Promise<boolean> {
  if (operatorId === null) return false;
  const { rows } = await db.query<{ must_change_password: boolean }>('SELECT must_change_password FROM operators WHERE id = $1', [
    operatorId,
  ]);
  return Boolean(rows[0]?.must_change_password);
}
