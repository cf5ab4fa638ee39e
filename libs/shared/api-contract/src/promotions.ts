/** Red packets and rebates (返水). */
import type { CallSpec, DateFilter, DateTimeText, Decimal, Flag, NoData, NoPayload, PageRequest, Paginator, Yuan } from './common';

/** A recharge band: deposits between `day_flow` and `flow_money` earn `recharge` grabs. */
export interface RedPacketRule {
  start_time: DateTimeText;
  end_time: DateTimeText;
  day_flow: Yuan;
  flow_money: Yuan;
  recharge: number;
  /** Cap of one packet as a percentage of the day's deposits. */
  money?: Decimal;
}

export type RedPacketStatus = 'READY' | 'STARTING' | 'END';

export interface RedPacketInfo {
  /** Grabs left today; may be negative, shown floored at 0. */
  sendnums: number;
  acquirednum: number;
  max_times: number;
  redPacketStatus?: RedPacketStatus;
  rules: RedPacketRule[];
}

export interface RedPacketDraw {
  redpacketmoney: Yuan;
  sendnums?: number;
  acquirednum?: number;
}

export interface RedPacketRecord {
  id: number;
  /** Deposit that earned the grab. */
  money: Yuan;
  redpacketmoney: Yuan;
  created_at: DateTimeText;
  /** Claim time. */
  usetime: DateTimeText | null;
}

export interface RebateRequest {
  date: DateFilter;
  page: number;
  /** Venue platname; '' for 全平台. */
  api_type: string;
  /** '' for all, else state + 1. */
  type?: '' | number;
  pagesize?: number;
}

export interface RebateRecord {
  id: number;
  gamename: string;
  money: Yuan;
  /** 0 unclaimed, 1 claimed. */
  state: Flag;
  created_at: DateTimeText;
  /** Claim time once claimed. */
  updated_at: DateTimeText;
}

export interface RebateData {
  list: Paginator<RebateRecord>;
  /** Claimed total. */
  jisuan: Yuan;
  /** Pending total. */
  nojisuan: Yuan;
}

export interface PromotionCalls {
  userredpacket: CallSpec<'GET', '/api/userredpacket', Partial<PageRequest>, RedPacketInfo>;
  douserredpacket: CallSpec<'POST', '/api/douserredpacket', NoPayload, RedPacketDraw>;
  redpacket: CallSpec<'POST', '/api/redpacket', PageRequest, Paginator<RedPacketRecord>>;
  getfanshui: CallSpec<'POST', '/api/getfanshui', RebateRequest, RebateData>;
  /** Claims every pending rebate at once. */
  dofanshui: CallSpec<'POST', '/api/dofanshui', NoPayload, NoData>;
}
