/**
 * Player protection (docs/api.md, Player protection), beside the site's contract: deposit limits, the reality check,
 * time-outs and self-exclusion, the activity statement. Member calls are POSTs with
 * `Authorization: Bearer <token>` answering the site's envelope; docs/api.md "Player protection"
 * is the prose. Money travels as yuan text ('100.00'), times as Beijing 'YYYY-MM-DD HH:mm:ss'.
 */
import type { DateTimeText, YuanString } from './common';
import type { ObjectSchema } from './json-schema';

export const PROTECTION_PATHS = {
  /** The member's limits (with what each leaves now) and reality-check interval. */
  overview: '/api/protection',
  setLimit: '/api/protection/limit',
  setReality: '/api/protection/reality',
  /** The reality check's figures for this session. */
  realityCheck: '/api/protection/reality-check',
  /** Starts a time-out or self-exclusion; the session ends with the answer. */
  exclude: '/api/protection/exclude',
  statement: '/api/protection/statement',
} as const;

export type LimitPeriod = 'day' | 'week' | 'month';
export type RealityMinutes = 0 | 15 | 30 | 60;
/** 24h, 7d, 30d: a time-out (冷静期); 6m, 1y, 5y: a self-exclusion (自我排除). */
export type ExclusionDuration = '24h' | '7d' | '30d' | '6m' | '1y' | '5y';

export interface DepositLimit {
  period: LimitPeriod;
  /** The limit in force; null: none. */
  amount: YuanString | null;
  /** A raise or removal waiting its 24 hours (amount null: removal). */
  pending: { amount: YuanString | null; at: DateTimeText } | null;
  /** Deposits asked for (and not refused) this Beijing day, week or month. */
  used: YuanString;
  /** What the limit leaves; null without a limit. */
  left: YuanString | null;
}

export interface ProtectionOverview {
  limits: DepositLimit[];
  reality_minutes: RealityMinutes;
}

export interface SetLimitRequest {
  period: LimitPeriod;
  /** Yuan; '' removes the limit. */
  amount: string;
}

export interface SetRealityRequest {
  minutes: RealityMinutes;
}

export interface RealityCheckData {
  minutes: RealityMinutes;
  /** When this login began (server time). */
  started_at: DateTimeText;
  deposits: YuanString;
  withdrawals: YuanString;
  /** Win/loss of the bets settled this session (negative: lost). */
  bets_result: YuanString;
}

export interface ExcludeRequest {
  duration: ExclusionDuration;
}

export interface ExcludeData {
  kind: 'timeout' | 'exclusion';
  ends_at: DateTimeText;
}

export interface StatementMonth {
  /** YYYY-MM (Beijing). */
  month: string;
  deposits: YuanString;
  withdrawals: YuanString;
  net: YuanString;
}

export interface StatementData {
  months: StatementMonth[];
}

/**
 * Shapes only: the server checks the values itself and answers a Chinese message naming the
 * mistake (an unknown period, a bad amount), changing nothing.
 */
export const protectionSchemas = {
  setLimit: {
    type: 'object',
    properties: { period: { type: 'string', maxLength: 10 }, amount: { type: ['string', 'number'], maxLength: 20 } },
    required: ['period', 'amount'],
  } satisfies ObjectSchema<SetLimitRequest>,
  setReality: {
    type: 'object',
    properties: { minutes: { type: ['integer', 'string'], maxLength: 4 } },
    required: ['minutes'],
  } satisfies ObjectSchema<SetRealityRequest>,
  exclude: {
    type: 'object',
    properties: { duration: { type: 'string', maxLength: 10 } },
    required: ['duration'],
  } satisfies ObjectSchema<ExcludeRequest>,
} as const;
