import { BizError, Code, ok } from '../http/envelope';
import { field, memberAny, memberPost } from '../http/route-kit';
import { formatDateTime } from '../http/time';
import { yuan } from '../money/amounts';
import { dateWindow } from '../money/date-window';
import { withIdempotency } from '../money/idempotency';
import { lockMember, moveMain } from '../money/ledger';
import { MONEY_MESSAGES } from '../money/messages';
import { orderNo } from '../money/order-no';
import { pageParams, paginator } from '../money/paginate';
import { grabRedPacket, redPacketState } from '../money/red-packets';
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
    const { rows } = await ctx.db.query<{ value: string }>("SELECT value FROM site_config WHERE key = 'redpacket_switch'");
    if (rows[0]?.value === '0') throw new BizError(Code.serverError, MONEY_MESSAGES.noRedPacket);
    return withIdempotency(ctx, request, 'douserredpacket', async (q) =>
      ok(await grabRedPacket(q, member.id, ctx.now()), MONEY_MESSAGES.grabOk),
    );
  });

  memberPost(app, ctx, 'redpacket', async (request, member) => {
    const { page, perPage } = pageParams(field(request, 'page'), field(request, 'limit'));
    const count = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM red_packet_grabs WHERE user_id = $1', [member.id]);
    const { rows } = await ctx.db.query<{ id: number; amount: number; deposit_total: number; created_at: string }>(
      'SELECT id, amount, deposit_total, created_at FROM red_packet_grabs WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
      [member.id, perPage, (page - 1) * perPage],
    );
    const data = rows.map((r) => ({
      id: Number(r.id),
      money: yuan(r.deposit_total),
      redpacketmoney: yuan(r.amount),
      created_at: formatDateTime(r.created_at),
      // Red packets are credited the moment they are grabbed.
      usetime: formatDateTime(r.created_at),
    }));
    return ok(paginator(data, count.rows[0].n, page, perPage));
  });

  memberPost(app, ctx, 'getfanshui', async (request, member) => {
    const { page, perPage } = pageParams(field(request, 'page'), field(request, 'pagesize'));
    const { from, to } = dateWindow(field(request, 'date'), ctx.now());
    const params: unknown[] = [member.id, from.toISOString(), to.toISOString()];
    let where = 'r.user_id = $1 AND r.created_at >= $2 AND r.created_at < $3';
    const venue = String(field(request, 'api_type') ?? '');
    if (venue) {
      params.push(venue);
      where += ` AND r.venue_code = $${params.length}`;
    }
    const type = String(field(request, 'type') ?? '');
    if (type === '1' || type === '2') {
      params.push(Number(type) - 1);
      where += ` AND r.state = $${params.length}`;
    }
    const count = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rebates r WHERE ${where}`, params);
    const { rows } = await ctx.db.query<{
      id: number;
      name: string;
      amount: number;
      state: number;
      created_at: string;
      claimed_at: string | null;
    }>(
      `SELECT r.id, v.name, r.amount, r.state, r.created_at, r.claimed_at FROM rebates r JOIN venues v ON v.code = r.venue_code
        WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, perPage, (page - 1) * perPage],
    );
    const sums = await ctx.db.query<{ claimed: string; pending: string }>(
      `SELECT COALESCE(sum(amount) FILTER (WHERE state = 1), 0)::text AS claimed,
              COALESCE(sum(amount) FILTER (WHERE state = 0), 0)::text AS pending FROM rebates WHERE user_id = $1`,
      [member.id],
    );
    const list = rows.map((r) => ({
      id: Number(r.id),
      gamename: r.name,
      money: yuan(r.amount),
      state: Number(r.state),
      created_at: formatDateTime(r.created_at),
      updated_at: formatDateTime(r.claimed_at ?? r.created_at),
    }));
    return ok({
      list: paginator(list, count.rows[0].n, page, perPage),
      jisuan: yuan(sums.rows[0].claimed),
      nojisuan: yuan(sums.rows[0].pending),
    });
  });

  // Claims exactly the rows still pending (the site set every state-0 row of the member,
  // including ones written after it summed them); a concurrent claim finds none left.
  memberPost(app, ctx, 'dofanshui', async (request, member) =>
    withIdempotency(ctx, request, 'dofanshui', async (q) => {
      const at = ctx.now();
      await lockMember(q, member.id);
      const ref = orderNo('F', member.id, at);
      const { rows } = await q.query<{ amount: number }>(
        'UPDATE rebates SET state = 1, claimed_at = $2, claim_ref = $3 WHERE user_id = $1 AND state = 0 RETURNING amount',
        [member.id, at.toISOString(), ref],
      );
      const sum = rows.reduce((s, r) => s + Number(r.amount), 0);
      if (sum <= 0) throw new BizError(Code.noRebate, MONEY_MESSAGES.noRebate);
      await moveMain(q, { userId: member.id, kind: 'rebate', amount: sum, ref, at });
      return ok([], MONEY_MESSAGES.rebateOk);
    }),
  );
}
