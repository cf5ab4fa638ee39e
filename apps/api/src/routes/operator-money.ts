import { BizError, Code, ok } from '../http/envelope';
import { requireSignedYuan, yuan } from '../money/amounts';
import { settleBet, type Outcome } from '../money/bets';
import { approveDeposit, approveWithdrawal, autoApproveDeposits, refuseDeposit, refuseWithdrawal } from '../money/deposits';
import { lockMember, moveMain } from '../money/ledger';
import { MONEY_LABELS, MONEY_MESSAGES } from '../money/messages';
import { requireText } from '../money/text';
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
    const deposits = await ctx.db.query<{ order_no: string; username: string; amount: number; paytype: string }>(
      `SELECT d.order_no, u.username, d.amount, d.paytype FROM deposits d JOIN users u ON u.id = d.user_id WHERE d.state = 1 ORDER BY d.id`,
    );
    const withdrawals = await ctx.db.query<{ order_no: string; username: string; amount: number; real_money: string }>(
      `SELECT w.order_no, u.username, w.amount, w.real_money::text AS real_money FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE w.state = 1 ORDER BY w.id`,
    );
    return ok({
      deposits: deposits.rows.map((d) => ({ ...d, amount: yuan(d.amount) })),
      withdrawals: withdrawals.rows.map((w) => ({ ...w, amount: yuan(w.amount) })),
    });
  });

  app.post('/admin/balance/adjust', { schema: { body: ADJUST_BODY } }, async (request) => {
    const body = request.body as { username: string; amount: string | number; reason: string };
    const amount = requireSignedYuan(body.amount);
    const reason = requireText(body.reason, MONEY_MESSAGES.reasonRequired, 64);
    const balance = await ctx.db.tx(async (q) => {
      const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [body.username]);
      if (!rows[0]) throw new BizError(Code.notFound, MONEY_MESSAGES.memberNotFound);
      const userId = Number(rows[0].id);
      await lockMember(q, userId);
      const moved = await moveMain(q, { userId, kind: 'adjust', amount, remark: reason, at: ctx.now() });
      if (!moved) throw new BizError(Code.insufficientBalance, MONEY_MESSAGES.adjustBelowZero);
      return moved.after;
    });
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
