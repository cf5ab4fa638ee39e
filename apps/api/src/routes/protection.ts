import { PROTECTION_PATHS, protectionSchemas } from '@h5/api-contract';
import { idempotencyKeyOf } from './account-security';
import { confirmedLimitRaise } from '../accounts/account-security';
import { memberByName } from '../accounts/members';
import { BizError, Code, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { yuanText } from '../money/amounts';
import { lockMember } from '../money/ledger';
import { listEvents } from '../protection/audit';
import { activeExclusion, listExclusions, startExclusion } from '../protection/exclusions';
import { readLimits, setLimit } from '../protection/limits';
import { PROTECTION_MESSAGES } from '../protection/messages';
import { readRealityMinutes, sessionSummary, setRealityMinutes } from '../protection/reality';
import { describeLimits, requireDuration, requireLimitAmount, requirePeriod, requireRealityMinutes } from '../protection/service';
import { monthlyStatement } from '../protection/statement';
import type { AppContext } from '../context';
import type { Member } from '../http/types';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const EMPTY = { type: 'object', properties: {} } as const;
const MEMBER_QUERY = {
  type: 'object',
  properties: { username: { type: 'string', minLength: 1, maxLength: 32 } },
  required: ['username'],
} as const;

/**
 * Player protection (docs/api.md "Player protection"): the member's own limits,
 * reality check, time-out or self-exclusion and statement; the operator's read-only view.
 * Every input is checked before anything is written; a refusal changes nothing.
 */
export async function registerProtectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const member = (request: FastifyRequest) => request.member as Member;
  // The session is checked before the body: a visitor learns nothing but 401.
  const post = (path: string, schema: object, handler: (request: FastifyRequest, m: Member) => Promise<unknown>) =>
    app.post(path, { schema: { body: schema }, preValidation: ctx.auth }, (request) => handler(request, member(request)));

  post(PROTECTION_PATHS.overview, EMPTY, async (_request, m) => {
    const at = ctx.now();
    const [limits, minutes] = await Promise.all([describeLimits(ctx.db, m.id, at), readRealityMinutes(ctx.db, m.id)]);
    return ok({ limits, reality_minutes: minutes });
  });

  post(PROTECTION_PATHS.setLimit, protectionSchemas.setLimit, async (request, m) => {
    const body = request.body as { period: unknown; amount: unknown };
    const period = requirePeriod(body.period);
    const amount = requireLimitAmount(body.amount);
    const at = ctx.now();
    const next = await ctx.db.tx(async (q) => {
      await lockMember(q, m.id);
      const current = (await readLimits(q, m.id, at)).find((l) => l.period === period);
      const loosens = current?.amount != null && (amount === null || amount > current.amount);
      if (loosens) await confirmedLimitRaise(q, m, { period, amount }, idempotencyKeyOf(request), at);
      return setLimit(q, { userId: m.id, period, amount, source: 'member' }, at);
    });
    const limits = await describeLimits(ctx.db, m.id, at);
    const message = next.pending ? PROTECTION_MESSAGES.limitPending(formatDateTime(next.pending.at)) : PROTECTION_MESSAGES.limitLowered;
    return ok({ limits }, message);
  });

  post(PROTECTION_PATHS.setReality, protectionSchemas.setReality, async (request, m) => {
    const minutes = requireRealityMinutes((request.body as { minutes: unknown }).minutes);
    await ctx.db.tx((q) => setRealityMinutes(q, { userId: m.id, minutes, source: 'member' }, ctx.now()));
    return ok({ reality_minutes: minutes }, PROTECTION_MESSAGES.saved);
  });

  post(PROTECTION_PATHS.realityCheck, EMPTY, async (_request, m) => {
    const s = await sessionSummary(ctx.db, m.id, m.sessionId);
    return ok({
      minutes: s.minutes,
      started_at: formatDateTime(s.startedAt),
      deposits: yuanText(s.deposits),
      withdrawals: yuanText(s.withdrawals),
      bets_result: yuanText(s.betsResult),
    });
  });

  post(PROTECTION_PATHS.exclude, protectionSchemas.exclude, async (request, m) => {
    const duration = requireDuration((request.body as { duration: unknown }).duration);
    const e = await ctx.db.tx((q) => startExclusion(q, { userId: m.id, duration, source: 'member' }, ctx.now()));
    return ok({ kind: e.kind, ends_at: formatDateTime(e.ends_at) }, PROTECTION_MESSAGES.excluded);
  });

  post(PROTECTION_PATHS.statement, EMPTY, async (_request, m) => {
    const months = await monthlyStatement(ctx.db, m.id, ctx.now());
    return ok({
      months: months.map((x) => ({
        month: x.month,
        deposits: yuanText(x.deposits),
        withdrawals: yuanText(x.withdrawals),
        net: yuanText(x.net),
      })),
    });
  });

  registerOperatorView(app, ctx);
}

/**
 * The operator's view of a member's protections and their history. Read-only on purpose: a
 * limit or an exclusion is the player's own, and nothing here can lift one before its end.
 * The operator gate (require-admin.ts) answers before the query is read.
 */
function registerOperatorView(app: FastifyInstance, ctx: AppContext): void {
  app.get('/admin/protection', { schema: { querystring: MEMBER_QUERY } }, async (request) => {
    const { username } = request.query as { username: string };
    const found = await memberByName(ctx.db, username);
    if (!found) throw new BizError(Code.notFound, PROTECTION_MESSAGES.memberNotFound);
    const userId = found.id;
    const at = ctx.now();
    const [limits, minutes, active, exclusions, events] = await Promise.all([
      describeLimits(ctx.db, userId, at),
      readRealityMinutes(ctx.db, userId),
      activeExclusion(ctx.db, userId, at),
      listExclusions(ctx.db, userId),
      listEvents(ctx.db, userId),
    ]);
    const exclusionText = (e: { kind: string; starts_at: Date; ends_at: Date }) => ({
      kind: e.kind,
      starts_at: formatDateTime(e.starts_at),
      ends_at: formatDateTime(e.ends_at),
    });
    return ok({
      limits,
      reality_minutes: minutes,
      active_exclusion: active ? exclusionText(active) : null,
      exclusions: exclusions.map(exclusionText),
      history: events.map((e) => ({ kind: e.kind, detail: e.detail, source: e.source, created_at: formatDateTime(e.created_at) })),
    });
  });
}
