import { ok } from '../http/envelope';
import { decideApplication, type ApplicationDecision } from '../operator/activity-decisions';
import { OPERATOR_MESSAGES } from '../operator/messages';
import { setRedPacketWindow } from '../operator/red-packet-window';
import { actorOf } from '../operator/require-admin';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const DECISION_BODY = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['approve', 'refuse'] } },
  required: ['id', 'action'],
} as const;

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
  app.post('/admin/activities/decide', { schema: { body: DECISION_BODY } }, async (request) => {
    const body = request.body as { id: number; action: ApplicationDecision };
    await decideApplication(ctx.db, actorOf(request), body.id, body.action, ctx.now());
    return ok([], OPERATOR_MESSAGES.saved);
  });

  app.post('/admin/redpackets/window', { schema: { body: WINDOW_BODY } }, async (request) => {
    const body = request.body as { start_time: string; end_time: string };
    return ok(await setRedPacketWindow(ctx.db, actorOf(request), body.start_time, body.end_time, ctx.now()), OPERATOR_MESSAGES.saved);
  });
}
