import { BizError, Code } from '../http/envelope';
import { MONEY_MESSAGES } from '../money/messages';
import type { Queryable } from '../db/types';

/** Application states of docs/product.md §4: 1 pending review, 2 approved, 3 rejected. */
const DECIDED = { approve: 2, refuse: 3 } as const;

export type ApplicationDecision = keyof typeof DECIDED;

/** Decides a pending activity application, once: an unknown id is 404, a decided one 已处理. */
export async function decideApplication(q: Queryable, id: number, action: ApplicationDecision): Promise<void> {
  const updated = await q.query('UPDATE activity_applications SET state = $2 WHERE id = $1 AND state = 1', [id, DECIDED[action]]);
  if (updated.rowCount === 1) return;
  const exists = await q.query('SELECT 1 FROM activity_applications WHERE id = $1', [id]);
  if (!exists.rows[0]) throw new BizError(Code.notFound, MONEY_MESSAGES.orderNotFound);
  throw new BizError(Code.orderDecided, MONEY_MESSAGES.orderDecided);
}
