import type { Queryable } from '../db/types';

/**
 * The member's level becomes the highest level whose deposit and turnover thresholds are
 * both met (levels are never lost here: demotion is the operator's quarterly review).
 */
export async function recomputeVip(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE users u SET vip = GREATEST(u.vip, COALESCE(
       (SELECT max(l.level) FROM vip_levels l WHERE l.recharge <= u.paysum AND l.flow <= u.totalgame), u.vip))
      WHERE u.id = $1`,
    [userId],
  );
}
