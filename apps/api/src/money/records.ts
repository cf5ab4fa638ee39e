import { yuan } from './amounts';
import { dateWindow } from './date-window';
import { MONEY_LABELS } from './messages';
import { pageParams, paginator } from './paginate';
import { ok } from '../http/envelope';
import { field, memberPost } from '../http/route-kit';
import { formatDateTime } from '../http/time';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

interface RecordRow {
  out_trade_no: string | null;
  amount: number;
  label: string;
  venue_name: string | null;
  kind: string;
  state: number;
  created_at: string;
}

const TRANSFER_KINDS: Record<number, string[]> = { 3: ['transfer_in'], 4: ['transfer_out', 'recycle'] };

/**
 * gettransrecord: 1 deposits, 2 withdrawals, 3 transfers into venues, 4 transfers out of
 * venues and recalls. Transfers are read from the venue side of the ledger, so the venue
 * filter (api_type) is the ledger's wallet.
 */
export async function registerRecordRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  memberPost(app, ctx, 'gettransrecord', async (request, member) => {
    const type = Number(field(request, 'type'));
    const { page, perPage } = pageParams(field(request, 'page'), field(request, 'pagesize'));
    const { from, to } = dateWindow(field(request, 'date'), ctx.now());
    const venue = String(field(request, 'api_type') ?? '');
    const params: unknown[] = [member.id, from.toISOString(), to.toISOString()];
    let sql: string;
    if (type === 1 || type === 2) {
      const table = type === 1 ? 'deposits' : 'withdrawals';
      const label = type === 1 ? 'paytype' : `CASE type WHEN 1 THEN 'bank' ELSE 'usdt' END`;
      sql = `SELECT order_no AS out_trade_no, amount, ${label} AS label, NULL AS venue_name, '' AS kind, state, created_at
               FROM ${table} WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`;
    } else {
      params.push(TRANSFER_KINDS[type] ?? TRANSFER_KINDS[3]);
      sql = `SELECT NULL AS out_trade_no, l.amount, '' AS label, v.name AS venue_name, l.kind, 1 AS state, l.created_at
               FROM ledger l JOIN venues v ON v.code = l.wallet
              WHERE l.user_id = $1 AND l.created_at >= $2 AND l.created_at < $3 AND l.kind = ANY($4)`;
      if (venue) {
        params.push(venue);
        sql += ` AND l.wallet = $${params.length}`;
      }
    }
    const count = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) r`, params);
    const { rows } = await ctx.db.query<RecordRow>(
      `${sql} ORDER BY created_at DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, perPage, (page - 1) * perPage],
    );
    const data = rows.map((r) => ({
      ...(r.out_trade_no ? { out_trade_no: r.out_trade_no } : {}),
      amount: yuan(Math.abs(Number(r.amount))),
      pay_way: payWay(r),
      state: Number(r.state),
      created_at: formatDateTime(r.created_at),
    }));
    return ok(paginator(data, count.rows[0].n, page, perPage));
  });
}

function payWay(r: RecordRow): string {
  if (r.venue_name === null) return MONEY_LABELS[r.label as 'bank' | 'usdt' | 'wxpay' | 'alipay' | 'vippay'] ?? r.label;
  if (r.kind === 'transfer_in') return MONEY_LABELS.transferInto(r.venue_name);
  if (r.kind === 'recycle') return MONEY_LABELS.recycle(r.venue_name);
  return MONEY_LABELS.transferOutOf(r.venue_name);
}
