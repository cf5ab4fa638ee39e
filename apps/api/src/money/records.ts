import { yuan } from './amounts';
import { MONEY_LABELS } from './messages';
import { paginator } from './paginate';
import { formatDateTime } from '../http/time';
import type { Queryable } from '../db/types';

interface RecordRow {
  out_trade_no: string | null;
  amount: number;
  label: string;
  venue_name: string | null;
  kind: string;
  state: number;
  created_at: string;
  refuse_reason: string;
}

const TRANSFER_KINDS: Record<number, string[]> = { 3: ['transfer_in'], 4: ['transfer_out', 'recycle'] };

export interface RecordQuery {
  /** 1 deposits, 2 withdrawals, 3 transfers into venues, 4 transfers out of venues and recalls. */
  type: number;
  from: Date;
  to: Date;
  /** A venue's transfers only ('' for all). */
  venue: string;
  page: number;
  perPage: number;
}

/**
 * The member's money records as `gettransrecord` answers them, newest first. Transfers are read
 * from the venue side of the ledger, so the venue filter is the ledger's wallet. A refused
 * deposit or withdrawal carries the operator's reason (`refuse_reason`), the one the player's
 * 站内信 gave (operator/money-apply.ts); an approval's note stays the operator's.
 */
export async function transactionRecords(q: Queryable, userId: number, r: RecordQuery) {
  const params: unknown[] = [userId, r.from.toISOString(), r.to.toISOString()];
  let sql: string;
  if (r.type === 1 || r.type === 2) {
    const table = r.type === 1 ? 'deposits' : 'withdrawals';
    const label = r.type === 1 ? 'paytype' : `CASE type WHEN 1 THEN 'bank' ELSE 'usdt' END`;
    sql = `SELECT order_no AS out_trade_no, amount, ${label} AS label, NULL AS venue_name, '' AS kind, state, created_at,
                  CASE WHEN state = 3 THEN decision_reason ELSE '' END AS refuse_reason
             FROM ${table} WHERE user_id = $1 AND created_at >= $2 AND created_at < $3`;
  } else {
    params.push(TRANSFER_KINDS[r.type] ?? TRANSFER_KINDS[3]);
    sql = `SELECT NULL AS out_trade_no, l.amount, '' AS label, v.name AS venue_name, l.kind, 1 AS state, l.created_at, '' AS refuse_reason
             FROM ledger l JOIN venues v ON v.code = l.wallet
            WHERE l.user_id = $1 AND l.created_at >= $2 AND l.created_at < $3 AND l.kind = ANY($4)`;
    if (r.venue) {
      params.push(r.venue);
      sql += ` AND l.wallet = $${params.length}`;
    }
  }
  const count = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) r`, params);
  const { rows } = await q.query<RecordRow>(`${sql} ORDER BY created_at DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
    ...params,
    r.perPage,
    (r.page - 1) * r.perPage,
  ]);
  const data = rows.map((row) => ({
    ...(row.out_trade_no ? { out_trade_no: row.out_trade_no } : {}),
    amount: yuan(Math.abs(Number(row.amount))),
    pay_way: payWay(row),
    state: Number(row.state),
    created_at: formatDateTime(row.created_at),
    ...(row.refuse_reason ? { refuse_reason: row.refuse_reason } : {}),
  }));
  return paginator(data, count.rows[0].n, r.page, r.perPage);
}

function payWay(r: RecordRow): string {
  if (r.venue_name === null) return MONEY_LABELS[r.label as 'bank' | 'usdt' | 'wxpay' | 'alipay' | 'vippay'] ?? r.label;
  if (r.kind === 'transfer_in') return MONEY_LABELS.transferInto(r.venue_name);
  if (r.kind === 'recycle') return MONEY_LABELS.recycle(r.venue_name);
  return MONEY_LABELS.transferOutOf(r.venue_name);
}
