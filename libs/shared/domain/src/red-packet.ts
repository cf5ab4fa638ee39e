import { parseYuan } from './money';
import { formatMoney } from './money-format';

/** Counts from the API may be numbers or numeric strings; unreadable counts as 0. */
const toCount = (value: number | string): number => {
  const n = typeof value === 'number' ? value : Number(value.trim() === '' ? Number.NaN : value);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
};

/** Remaining grabs as shown on /hongbao and /welfare: floored, never below 0. */
export function remainingGrabs(sendnums: number | string): number {
  return toCount(sendnums);
}

export interface RedPacketRule {
  readonly start_time: string;
  readonly end_time: string;
  readonly day_flow: number | string;
  readonly flow_money: number | string;
  readonly recharge: number | string;
}

export interface RedPacketRuleRow {
  /** Activity time: "start ~ end". */
  readonly period: string;
  /** Cumulative recharge band, day_flow to flow_money, as money: "¥5,000.00 - ¥10,000,000.00". */
  readonly flow: string;
  /** The band's two ends alone (a table keeps each whole and breaks between them). */
  readonly from: string;
  readonly to: string;
  /** Grabs earned at that band, floored. */
  readonly count: number;
}

/** A band's end as the product shows money (docs/product.md §2); an unreadable one as the site sent it. */
const money = (yuan: number | string): string => {
  const fen = parseYuan(yuan);
  return fen === null ? String(yuan) : formatMoney(fen);
};

/** One row of the /hongbao rules table. */
export function redPacketRuleRow(rule: RedPacketRule): RedPacketRuleRow {
  return {
    period: `${rule.start_time} ~ ${rule.end_time}`,
    flow: `${money(rule.day_flow)} - ${money(rule.flow_money)}`,
    from: money(rule.day_flow),
    to: money(rule.flow_money),
    count: toCount(rule.recharge),
  };
}
