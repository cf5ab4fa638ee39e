import { writeAudit } from './audit';
import { BizError, Code } from '../http/envelope';
import { MONEY_MESSAGES } from '../money/messages';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

/** Application states of docs/product.md §4: 1 pending review, 2 approved, 3 rejected. */
const DECIDED = { approve: 2, refuse: 3 } as const;

export type ApplicationDecision = keyof typeof DECIDED;

/** Decides a pending activity application, once: an unknown id is 404, a decided one 已处理. */
export async function decideApplication(db: Db, actor: Actor, id: number, action: ApplicationDecision, at: Date): Promise<void> {
  await db.tx(async (q) => {
    const { rows } = await q.query<{ user_id: number }>(
      'UPDATE activity_applications SET state = $2 WHERE id = $1 AND state = 1 RETURNING user_id',
      [id, DECIDED[action]],
    );
    if (rows[0]) {
      const entry = {
        action: `activity.${action}`,
        targetType: 'activity' as const,
        target: String(id),
        memberId: Number(rows[0].user_id),
      };
      await writeAudit(q, actor, { ...entry, before: { state: 1 }, after: { state: DECIDED[action] } }, at);
      return;
    }
    await refuseDecided(q, id);
  });
}

async function refuseDecided(q: Queryable, id: number): Promise<never> {
  const exists = await q.query('SELECT 1 FROM activity_applications WHERE id = $1', [id]);
  if (!exists.rows[0]) throw new BizError(Code.notFound, MONEY_MESSAGES.orderNotFound);
  throw new BizError(Code.orderDecided, MONEY_MESSAGES.orderDecided);
}
