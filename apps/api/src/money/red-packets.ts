import { randomInt } from 'node:crypto';
import type { Fen } from '@h5/domain';
import { yuan } from './amounts';
import { beijingDay } from './date-window';
import { lockMember, moveMain } from './ledger';
import { MONEY_MESSAGES } from './messages';
import { paginator } from './paginate';
import { hundredths } from './site-config';
import { tallyOf } from '../events/tally';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import type { Queryable } from '../db/types';

interface RuleRow {
  id: number;
  start_time: Date | string;
  end_time: Date | string;
  day_flow: number;
  flow_money: number;
  grabs: number;
  money_pct: string;
}

export interface RedPacketState {
  sendnums: number;
  acquirednum: number;
  max_times: number;
  redPacketStatus: 'READY' | 'STARTING' | 'END';
  rules: Array<{ start_time: string; end_time: string; day_flow: number; flow_money: number; recharge: number; money: string }>;
  /** Today's approved deposits (fen) and the rule they match. */
  total: Fen;
  rule?: RuleRow;
}

/**
 * Today's red-packet state: today's approved deposits pick the enabled rule in its time
 * window whose band [day_flow, flow_money] holds them (most grabs wins); the grabs left are
 * that rule's count minus today's grabs.
 */
export async function redPacketState(q: Queryable, userId: number, now: Date): Promise<RedPacketState> {
  const day = beijingDay(now);
  const range = [day.from.toISOString(), day.to.toISOString()];
  const rules = (
    await q.query<RuleRow>(
      'SELECT id, start_time, end_time, day_flow, flow_money, grabs, money_pct::text AS money_pct FROM red_packet_rules WHERE enabled = 1 ORDER BY day_flow, id',
    )
  ).rows;
  const totals = await q.query<{ total: string; grabs: number }>(
    `SELECT (SELECT COALESCE(sum(amount), 0) FROM deposits WHERE user_id = $1 AND state = 2 AND decided_at >= $2 AND decided_at < $3)::text AS total,
            (SELECT count(*)::int FROM red_packet_grabs WHERE user_id = $1 AND created_at >= $2 AND created_at < $3) AS grabs`,
    [userId, ...range],
  );
  const total = Number(totals.rows[0].total);
  const grabs = totals.rows[0].grabs;
  const t = now.getTime();
  const rule = rules
    .filter((r) => new Date(r.start_time).getTime() < t && t < new Date(r.end_time).getTime())
    .filter((r) => Number(r.day_flow) <= total && total <= Number(r.flow_money))
    .sort((a, b) => b.grabs - a.grabs)[0];
  const starts = rules.map((r) => new Date(r.start_time).getTime());
  const ends = rules.map((r) => new Date(r.end_time).getTime());
  // The reference answered END whenever no rule matched; that told a member without a deposit
  // that the event was over. Status here is the event's own window.
  const status = rules.length === 0 || t > Math.max(...ends) ? 'END' : t < Math.min(...starts) ? 'READY' : 'STARTING';
  const maxTimes = rule ? rule.grabs : 0;
  return {
    sendnums: maxTimes - grabs,
    acquirednum: grabs,
    max_times: maxTimes,
    redPacketStatus: status,
    rules: rules.map((r) => ({
      start_time: formatDateTime(r.start_time),
      end_time: formatDateTime(r.end_time),
      day_flow: yuan(r.day_flow),
      flow_money: yuan(r.flow_money),
      recharge: r.grabs,
      money: r.money_pct,
    })),
    total,
    rule,
  };
}

/**
 * One grab, in the caller's transaction with the member locked (so two grabs cannot both
 * take the last one): a random amount between 1 yuan and the rule's cap (a percentage of
 * today's deposits), credited at once through the ledger.
 */
export async function grabRedPacket(q: Queryable, userId: number, now: Date) {
  await lockMember(q, userId);
  const state = await redPacketState(q, userId, now);
  if (state.redPacketStatus !== 'STARTING') throw new BizError(Code.serverError, MONEY_MESSAGES.noRedPacket);
  if (!state.rule || state.sendnums <= 0) throw new BizError(Code.noGrabs, MONEY_MESSAGES.noGrabsLeft);
  const cap = Math.max(1, Math.floor((state.total * hundredths(state.rule.money_pct)) / 10000));
  const amount = randomInt(Math.min(100, cap), cap + 1);
  await moveMain(q, { userId, kind: 'red_packet', amount, ref: `R${state.rule.id}`, at: now });
  await q.query('INSERT INTO red_packet_grabs (user_id, rule_id, amount, deposit_total, created_at) VALUES ($1, $2, $3, $4, $5)', [
    userId,
    state.rule.id,
    amount,
    state.total,
    now.toISOString(),
  ]);
  tallyOf(q)?.redPacketPaid(amount);
  return { redpacketmoney: yuan(amount), sendnums: state.sendnums - 1, acquirednum: state.acquirednum + 1 };
}

/** The operator's switch (site config `redpacket_switch`): off, nothing can be grabbed. */
export async function requireRedPacketsOn(q: Queryable): Promise<void> {
  const { rows } = await q.query<{ value: string }>("SELECT value FROM site_config WHERE key = 'redpacket_switch'");
  if (rows[0]?.value === '0') throw new BizError(Code.serverError, MONEY_MESSAGES.noRedPacket);
}

/** The member's grabs, newest first, as `redpacket` answers them. */
export async function grabHistory(q: Queryable, userId: number, page: number, perPage: number) {
  const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM red_packet_grabs WHERE user_id = $1', [userId]);
  const { rows } = await q.query<{ id: number; amount: number; deposit_total: number; created_at: string }>(
    'SELECT id, amount, deposit_total, created_at FROM red_packet_grabs WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
    [userId, perPage, (page - 1) * perPage],
  );
  const data = rows.map((r) => ({
    id: Number(r.id),
    money: yuan(r.deposit_total),
    redpacketmoney: yuan(r.amount),
    created_at: formatDateTime(r.created_at),
    // Red packets are credited the moment they are grabbed.
    usetime: formatDateTime(r.created_at),
  }));
  return paginator(data, count.rows[0].n, page, perPage);
}
