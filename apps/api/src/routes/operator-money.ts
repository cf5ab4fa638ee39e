import { ok } from '../http/envelope';
import { requireSignedYuan, yuan } from '../money/amounts';
import { settleBet, type Outcome } from '../money/bets';
import { approveDeposit, approveWithdrawal, autoApproveDeposits, refuseDeposit, refuseWithdrawal } from '../money/deposits';
import { MONEY_LABELS, MONEY_MESSAGES } from '../money/messages';
import { requireText } from '../money/text';
import { adjustBalance, pendingOrders } from '../operator/money-desk';
import { operatorApiOn } from '../operator/require-admin';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const DECISION_BODY = {
  type: 'object',
  properties: { order_no: { type: 'string', minLength: 1, maxLength: 40 }, action: { type: 'string', enum: ['approve', 'refuse'] } },
  required: ['order_no', 'action'],
} as const;

const ADJUST_BODY = {
  type: 'object',
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 32 },
    amount: { type: ['number', 'string'], maxLength: 20 },
    reason: { type: 'string', maxLength: 64 },
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
 * The operator's money decisions under /admin (Authorization: Bearer <ADMIN_TOKEN>):
 * deposits, withdrawals, balance adjustments, bet settlement. A second decision on the
 * same order is refused (409).
 */
export async function registerOperatorMoneyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The demo auto-approval runs whether or not the operator API is on.
  startDemoAutoApproval(app, ctx);
  if (!operatorApiOn(ctx.config)) return;
  const orderNo = (request: FastifyRequest) => (request.body as { order_no: string }).order_no;
  const approving = (request: FastifyRequest) => (request.body as { action: string }).action === 'approve';

  app.post('/admin/deposits/decide', { schema: { body: DECISION_BODY } }, async (request) => {
    const approve = approving(request);
    await ctx.db.tx((q) => (approve ? approveDeposit(q, orderNo(request), ctx.now()) : refuseDeposit(q, orderNo(request), ctx.now())));
    return ok([], MONEY_MESSAGES.ok);
  });

  app.post('/admin/withdrawals/decide', { schema: { body: DECISION_BODY } }, async (request) => {
    const approve = approving(request);
    await ctx.db.tx((q) =>
      approve ? approveWithdrawal(q, orderNo(request), ctx.now()) : refuseWithdrawal(q, orderNo(request), ctx.now()),
    );
    return ok([], MONEY_MESSAGES.ok);
  });

  app.get('/admin/orders/pending', async () => {
    const { deposits, withdrawals } = await pendingOrders(ctx.db);
    return ok({
      deposits: deposits.map((d) => ({ ...d, amount: yuan(d.amount) })),
      withdrawals: withdrawals.map((w) => ({ ...w, amount: yuan(w.amount) })),
    });
  });

  app.post('/admin/balance/adjust', { schema: { body: ADJUST_BODY } }, async (request) => {
    const body = request.body as { username: string; amount: string | number; reason: string };
    const amount = requireSignedYuan(body.amount);
    const reason = requireText(body.reason, MONEY_MESSAGES.reasonRequired, 64);
    const balance = await adjustBalance(ctx.db, { username: body.username, amount, reason }, ctx.now());
    return ok({ balance: yuan(balance) }, MONEY_MESSAGES.ok);
  });

  app.post('/admin/bets/settle', { schema: { body: SETTLE_BODY } }, async (request) => {
    const body = request.body as { bet_id: string; result: Outcome };
    const settled = await ctx.db.tx((q) => settleBet(q, body.bet_id, body.result, ctx.now()));
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
