import { ok } from '../http/envelope';
import { yuan } from '../money/amounts';
import { requireYuan } from '../money/amounts';
import { forceLogout, memberView, setFrozen } from '../operator/members-desk';
import { OPERATOR_MESSAGES } from '../operator/messages';
import { actorOf } from '../operator/require-admin';
import { listReceivingAccounts, saveReceivingAccount, savePayChannel, type ReceivingAccountInput } from '../operator/site-payments';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const MEMBER_ACTION = {
  type: 'object',
  properties: { username: str(32, 1), reason: str(200, 1) },
  required: ['username', 'reason'],
} as const;

/**
 * The operator's day without SQL: the member view, freeze / unfreeze, force logout (risk), and
 * the site's receiving accounts and pay ways (admin). Roles are checked by the gate.
 */
export async function registerOperatorDeskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get<{ Querystring: { username: string } }>(
    '/admin/members/view',
    { schema: { querystring: { type: 'object', properties: { username: str(32, 1) }, required: ['username'] } } },
    async (request) => {
      const view = await memberView(db, request.query.username, ctx.now());
      return ok({
        ...view,
        balance: yuan(view.balance),
        paysum: yuan(view.paysum),
        venues: view.venues.map((v) => ({ ...v, balance: yuan(v.balance) })),
        ledger: view.ledger.map((l) => ({ ...l, amount: yuan(l.amount), after: yuan(l.after) })),
        deposits: view.deposits.map((d) => ({ ...d, amount: yuan(d.amount) })),
        withdrawals: view.withdrawals.map((w) => ({ ...w, amount: yuan(w.amount) })),
      });
    },
  );

  const freeze = (frozen: boolean) => async (request: { body: unknown } & Parameters<typeof actorOf>[0]) => {
    const body = request.body as { username: string; reason: string };
    await setFrozen(db, actorOf(request), { username: body.username, frozen, reason: body.reason.trim() }, ctx.now());
    return ok([], OPERATOR_MESSAGES.saved);
  };
  app.post('/admin/members/freeze', { schema: { body: MEMBER_ACTION } }, freeze(true));
  app.post('/admin/members/unfreeze', { schema: { body: MEMBER_ACTION } }, freeze(false));

  app.post('/admin/members/logout', { schema: { body: MEMBER_ACTION } }, async (request) => {
    const body = request.body as { username: string; reason: string };
    return ok(
      await forceLogout(db, actorOf(request), { username: body.username, reason: body.reason.trim() }, ctx.now()),
      OPERATOR_MESSAGES.saved,
    );
  });

  app.get('/admin/receiving-accounts', async () => ok(await listReceivingAccounts(db)));

  app.post<{ Body: ReceivingAccountInput }>(
    '/admin/receiving-accounts',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: 1 },
            bank_name: str(64, 1),
            bank_no: str(64, 1),
            bank_owner: str(64, 1),
            bank_address: str(128),
            state: { type: 'integer', enum: [0, 1] },
          },
          required: ['bank_name', 'bank_no', 'bank_owner', 'bank_address', 'state'],
        },
      },
    },
    async (request) => ok(await saveReceivingAccount(db, actorOf(request), request.body, ctx.now()), OPERATOR_MESSAGES.saved),
  );

  app.post<{ Body: { code: string; enabled: 0 | 1; min_amount: string | number; max_amount: string | number } }>(
    '/admin/pay-channels',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            code: str(32, 1),
            enabled: { type: 'integer', enum: [0, 1] },
            min_amount: { type: ['number', 'string'], maxLength: 20 },
            max_amount: { type: ['number', 'string'], maxLength: 20 },
          },
          required: ['code', 'enabled', 'min_amount', 'max_amount'],
        },
      },
    },
    async (request) => {
      const b = request.body;
      const input = { code: b.code, enabled: b.enabled, min_amount: requireYuan(b.min_amount), max_amount: requireYuan(b.max_amount) };
      await savePayChannel(db, actorOf(request), input, ctx.now());
      return ok([], OPERATOR_MESSAGES.saved);
    },
  );
}
