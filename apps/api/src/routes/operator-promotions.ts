import { BizError, Code, ok } from '../http/envelope';
import { MONEY_MESSAGES } from '../money/messages';
import { OPERATOR_MESSAGES } from '../operator/messages';
import { setRedPacketWindow } from '../operator/red-packet-window';
import { operatorApiOn } from '../operator/require-admin';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const DECISION_BODY = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['approve', 'refuse'] } },
  required: ['id', 'action'],
} as const;

/** Application states of docs/product.md §4: 1 pending review, 2 approved, 3 rejected. */
const DECIDED = { approve: 2, refuse: 3 } as const;

const DATE_TIME = { type: 'string', minLength: 19, maxLength: 19 } as const;
const WINDOW_BODY = {
  type: 'object',
  properties: { start_time: DATE_TIME, end_time: DATE_TIME },
  required: ['start_time', 'end_time'],
} as const;

/**
 * The operator's decision on an activity application (the back office the site's members
 * wait on in /activityRecord). Only a pending application can be decided, once. And the
 * red-packet event's window (members see 未开始 before it and 已结束 after it).
 */
export async function registerOperatorPromotionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!operatorApiOn(ctx.config)) return;
  app.post('/admin/activities/decide', { schema: { body: DECISION_BODY } }, async (request) => {
    const body = request.body as { id: number; action: keyof typeof DECIDED };
    const updated = await ctx.db.query('UPDATE activity_applications SET state = $2 WHERE id = $1 AND state = 1', [
      body.id,
      DECIDED[body.action],
    ]);
    if (updated.rowCount === 1) return ok([], OPERATOR_MESSAGES.saved);
    const exists = await ctx.db.query('SELECT 1 FROM activity_applications WHERE id = $1', [body.id]);
    if (!exists.rows[0]) throw new BizError(Code.notFound, MONEY_MESSAGES.orderNotFound);
    throw new BizError(Code.orderDecided, MONEY_MESSAGES.orderDecided);
  });

  app.post('/admin/redpackets/window', { schema: { body: WINDOW_BODY } }, async (request) => {
    const body = request.body as { start_time: string; end_time: string };
    return ok(await setRedPacketWindow(ctx.db, body.start_time, body.end_time), OPERATOR_MESSAGES.saved);
  });
}
