import { ok } from '../http/envelope';
import { requireSignedYuan, yuan } from '../money/amounts';
import { settleBet, type Outcome } from '../money/bets';
import { autoApproveDeposits } from '../money/deposits';
import { MONEY_LABELS, MONEY_MESSAGES } from '../money/messages';
import { requireText } from '../money/text';
import { decideApproval, listApprovals } from '../operator/approvals';
import { writeAudit } from '../operator/audit';
import { DESK_MESSAGES } from '../operator/desk-messages';
import { adjustBalance, decideOrder, pendingOrders } from '../operator/money-desk';
import { actorOf } from '../operator/require-admin';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const DECISION_BODY = {
  type: 'object',
  properties: {
    order_no: { type: 'string', minLength: 1, maxLength: 40 },
    action: { type: 'string', enum: ['approve', 'refuse'] },
    /** Required for a refusal (the player reads it); kept on the order and in the audit. */
    reason: { type: 'string', maxLength: 200 },
  },
  required: ['order_no', 'action'],
} as const;

const APPROVAL_BODY = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: ['approve', 'reject'] },
    reason: { type: 'string', maxLength: 200 },
  },
  required: ['id', 'action'],
} as const;

const PAGE_QUERY = {
  type: 'object',
  properties: { after: { type: 'string', pattern: '^\\d{1,15}$' }, limit: { type: 'string', pattern: '^\\d{1,3}$' } },
} as const;

const ADJUST_BODY = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 32 },
    amount: { type: ['number', 'string'], maxLength: 20 },
    reason: { type: 'string', maxLength: 200 },
  },
  required: ['username', 'amount', 'reason'],
} as const;

const SETTLE_BODY = {
  type: 'object',
  properties: { bet_id: { type: 'string', minLength: 1, maxLength: 40 }, result: { type: 'string', enum: ['win', 'lose', 'void'] } },
  required: ['bet_id', 'result'],
} as const;

/** How often the demo auto-approval looks for deposits to approve. */
const AUTO_APPROVE_TICK_MS = 1000;

/**
 * The operator's money decisions under /admin (an operator session with the finance role, or
 * the break-glass token): deposits, withdrawals, balance adjustments, bet settlement, and the
 * four-eyes queue. A second decision on the same order is refused (409). Each writes its audit
 * row in the money's own transaction.
 */
export async function registerOperatorMoneyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The demo auto-approval runs whether or not the operator API is on.
  startDemoAutoApproval(app, ctx);
  const reasonOf = (body: { reason?: string }) => (body.reason ?? '').trim();
  const decide = (table: 'deposits' | 'withdrawals') => async (request: FastifyRequest) => {
    const body = request.body as { order_no: string; action: string; reason?: string };
    const answer = await decideOrder(
      ctx.db,
      actorOf(request),
      { table, orderNo: body.order_no, approve: body.action === 'approve', reason: reasonOf(body) },
      ctx.now(),
    );
    return answer.approval_id ? ok(answer, DESK_MESSAGES.awaitingApproval) : ok([], MONEY_MESSAGES.ok);
  };
  app.post('/admin/deposits/decide', { schema: { body: DECISION_BODY } }, decide('deposits'));
  app.post('/admin/withdrawals/decide', { schema: { body: DECISION_BODY } }, decide('withdrawals'));

  app.get('/admin/orders/pending', { schema: { querystring: PAGE_QUERY } }, async (request) => {
    const q = request.query as { after?: string; limit?: string };
    // A page of each list; the default is large enough that the old callers, which read one answer, see every order.
    const limit = Math.min(Math.max(Number(q.limit ?? 500), 1), 500);
    const { deposits, withdrawals } = await pendingOrders(ctx.db, { after: Number(q.after ?? 0), limit }, ctx.now());
    return ok({
      deposits: deposits.map((d) => ({ ...d, amount: yuan(d.amount) })),
      withdrawals: withdrawals.map((w) => ({ ...w, amount: yuan(w.amount) })),
    });
  });

  app.post('/admin/balance/adjust', { schema: { body: ADJUST_BODY } }, async (request) => {
    const body = request.body as { username: string; amount: string | number; reason: string };
    const amount = requireSignedYuan(body.amount);
    const reason = requireText(body.reason, MONEY_MESSAGES.reasonRequired, 200);
    const answer = await adjustBalance(ctx.db, actorOf(request), { username: body.username, amount, reason }, ctx.now());
    if (answer.approval_id) return ok({ approval_id: answer.approval_id }, DESK_MESSAGES.awaitingApproval);
    return ok({ balance: yuan(answer.balance ?? 0) }, MONEY_MESSAGES.ok);
  });

  app.get('/admin/approvals', async (request) => {
    const all = (request.query as { all?: string }).all === '1';
    const rows = await listApprovals(ctx.db, !all);
    return ok(rows.map((r) => ({ ...r, amount: yuan(r.amount) })));
  });

  app.post('/admin/approvals/decide', { schema: { body: APPROVAL_BODY } }, async (request) => {
    const body = request.body as { id: number; action: 'approve' | 'reject'; reason?: string };
    const answer = await decideApproval(
      ctx.db,
      actorOf(request),
      { id: body.id, approve: body.action === 'approve', reason: reasonOf(body) },
      ctx.now(),
    );
    return ok(answer.balance === undefined ? [] : { balance: yuan(answer.balance) }, MONEY_MESSAGES.ok);
  });

  app.post('/admin/bets/settle', { schema: { body: SETTLE_BODY } }, async (request) => {
    const body = request.body as { bet_id: string; result: Outcome };
    const actor = actorOf(request);
    const at = ctx.now();
    const settled = await ctx.db.tx(async (q) => {
      const result = await settleBet(q, body.bet_id, body.result, at);
      await writeAudit(
        q,
        actor,
        {
          action: 'bet.settle',
          targetType: 'bet',
          target: body.bet_id,
          before: { status: 'open' },
          after: { result: body.result, win_loss: result.winLoss },
        },
        at,
      );
      return result;
    });
    return ok({ win_loss: yuan(settled.winLoss), balance: yuan(settled.balance) }, MONEY_MESSAGES.ok);
  });
}

function startDemoAutoApproval(app: FastifyInstance, ctx: AppContext): void {
  const seconds = ctx.config.demoAutoApproveSeconds;
  if (seconds > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      autoApproveDeposits((fn) => ctx.db.tx(fn), ctx.db, seconds, ctx.now(), MONEY_LABELS.autoApprove)
        .catch((err) => app.log.error({ err }, 'demo auto-approval failed'))
        .finally(() => {
          running = false;
        });
    }, AUTO_APPROVE_TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
