import { ok } from '../http/envelope';
import { field, memberAny, memberPost } from '../http/route-kit';
import { dateWindow } from '../money/date-window';
import { withIdempotency } from '../money/idempotency';
import { MONEY_MESSAGES } from '../money/messages';
import { pageParams } from '../money/paginate';
import { claimRebates, rebateList } from '../money/rebates';
import { grabHistory, grabRedPacket, redPacketState, requireRedPacketsOn } from '../money/red-packets';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const PAGE_QUERY = {
  type: 'object',
  properties: { page: { type: ['integer', 'string'], pattern: '^[1-9]\\d{0,5}$', maxLength: 6 } },
  required: [],
} as const;

/** Red packets and rebates (返水). */
export async function registerPromotionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  memberAny(app, ctx, '/api/userredpacket', PAGE_QUERY, async (_request, member) => {
    const s = await redPacketState(ctx.db, member.id, ctx.now());
    return ok({
      sendnums: s.sendnums,
      acquirednum: s.acquirednum,
      max_times: s.max_times,
      redPacketStatus: s.redPacketStatus,
      rules: s.rules,
    });
  });

  memberPost(app, ctx, 'douserredpacket', async (request, member) => {
    await requireRedPacketsOn(ctx.db);
    return withIdempotency(ctx, request, 'douserredpacket', async (q) =>
      ok(await grabRedPacket(q, member.id, ctx.now()), MONEY_MESSAGES.grabOk),
    );
  });

  memberPost(app, ctx, 'redpacket', async (request, member) => {
    const { page, perPage } = pageParams(field(request, 'page'), field(request, 'limit'));
    return ok(await grabHistory(ctx.db, member.id, page, perPage));
  });

  memberPost(app, ctx, 'getfanshui', async (request, member) => {
    const { page, perPage } = pageParams(field(request, 'page'), field(request, 'pagesize'));
    const { from, to } = dateWindow(field(request, 'date'), ctx.now());
    const type = String(field(request, 'type') ?? '');
    const state = type === '1' ? 0 : type === '2' ? 1 : null;
    return ok(await rebateList(ctx.db, member.id, { from, to, venue: String(field(request, 'api_type') ?? ''), state }, page, perPage));
  });

  memberPost(app, ctx, 'dofanshui', async (request, member) =>
    withIdempotency(ctx, request, 'dofanshui', async (q) => {
      await claimRebates(q, member.id, ctx.now());
      return ok([], MONEY_MESSAGES.rebateOk);
    }),
  );
}
