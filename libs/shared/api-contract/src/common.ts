/**
 * Shapes shared by every call: the envelope, the paginator, business codes and the
 * scalar conventions of the existing site (spec §7, reference API §1).
 */

export type HttpMethod = 'GET' | 'POST';

/** Every answer is HTTP 200 with this body; `code` says whether the call succeeded. */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

/** The Laravel paginator, reduced to the fields clients read. */
export interface Paginator<T> {
  current_page: number;
  data: T[];
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * Codes in `ApiEnvelope.code`. Names follow what the existing site means by them
 * (errorcode.php plus the codes its controllers use).
 */
export const BusinessCode = {
  OK: 200,
  /** Token missing, revoked or rotated by another login. */
  SESSION_EXPIRED: 401,
  NAME_TAKEN: 201,
  /** No such user, or no such row (activity, card, deposit...). */
  NOT_FOUND: 202,
  WRONG_PASSWORD: 203,
  OLD_PASSWORD_WRONG: 205,
  CARD_LIMIT: 207,
  /** Withdrawal larger than the central balance. */
  OVER_BALANCE: 208,
  TRANSFER_FAILED: 209,
  INSUFFICIENT_BALANCE: 210,
  RECHARGE_TOO_LOW: 212,
  RECHARGE_TOO_HIGH: 213,
  /** Below the minimum, or the turnover requirement is not met yet. */
  WITHDRAWAL_TOO_LOW: 214,
  WITHDRAWAL_TOO_HIGH: 215,
  DAILY_WITHDRAWAL_LIMIT: 216,
  MISSING_PARAM: 217,
  PASSWORD_ERROR: 220,
  NO_REBATE: 221,
  ALREADY_AGENT: 226,
  PAY_PASSWORD_NOT_SET: 251,
  SAVE_FAILED: 300,
  /** Generic failure; `getVisitUrl` also uses it for "already on the site's own address". */
  SERVER_ERROR: 500,
  /** Pay password missing, never set or wrong. */
  PAY_PASSWORD_INVALID: 520,
} as const;

export type BusinessCodeName = keyof typeof BusinessCode;
export type BusinessCodeValue = (typeof BusinessCode)[BusinessCodeName];

/**
 * Money travels as yuan, never fen. The existing site sends decimal database columns as
 * strings ('100.00') and computed values as JSON numbers, and its clients send form input
 * as strings. Fields typed `Yuan` may be either: parse them with the domain money helpers,
 * never with float arithmetic.
 */
export type Yuan = number | string;

/** Yuan formatted with two decimals, e.g. '12.50' (decimal columns, '%.2f'). */
export type YuanString = string;

/** A decimal that is not money (exchange rates, USDT fees, percentages). */
export type Decimal = number | string;

export type Flag = 0 | 1;

/** USDT networks; TRC20 is the default everywhere. */
export type UsdtProtocol = 'TRC20' | 'ERC20';

/** `system_config` values arrive as text, so flags read from it are '0' or '1'. */
export type FlagText = '0' | '1';

/** Calls that take no payload. Clients post `{}` so body validation sees an object. */
export type NoPayload = Record<string, never>;

/** What the site returns as `data` when only `code`/`message` matter. */
export type NoData = [];

/** Timestamps as the site formats them: 'YYYY-MM-DD HH:mm:ss' (Beijing time). */
export type DateTimeText = string;

/** Date filter of the record screens: 1 today, 2 last 7, 3 last 15, 4 last 30 days. */
export type DateFilter = 1 | 2 | 3 | 4;

export interface PageRequest {
  /** 1-based. */
  page: number;
  limit?: number;
}

/** One row of the `ApiCalls` map: how a call is made and what it answers. */
export interface CallSpec<M extends HttpMethod, P extends string, Req, Data> {
  method: M;
  path: P;
  /** Query parameters for GET, JSON body for POST. */
  request: Req;
  /** `ApiEnvelope.data` on success. */
  data: Data;
}
