import type { Queryable } from '../db/types';

/** Whether the member has a passkey or a TOTP turned on: from then on money actions need a confirmation. */
export async function secondFactors(q: Queryable, userId: number): Promise<{ passkeys: number; totp: boolean }> {
  const { rows } = await q.query<{ passkeys: number; totp: boolean }>(
    `SELECT (SELECT count(*)::int FROM passkeys WHERE user_id = $1) AS passkeys,
            EXISTS (SELECT 1 FROM totp_secrets WHERE user_id = $1 AND enabled_at IS NOT NULL) AS totp`,
    [userId],
  );
  return { passkeys: Number(rows[0]?.passkeys ?? 0), totp: rows[0]?.totp === true };
}

export const hasSecondFactor = async (q: Queryable, userId: number): Promise<boolean> => {
  const f = await secondFactors(q, userId);
  return f.passkeys > 0 || f.totp;
};
