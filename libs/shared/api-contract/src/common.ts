/**
 * Shapes shared by every call: the envelope, the paginator, business codes and the
 * scalar conventions of the existing site (docs/product.md §7, reference API §1).
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
 * The one table of codes in `ApiEnvelope.code`: the server answers with these names and every
 * client check reads them (no code number is written anywhere else). Values are the existing
 * site's (errorcode.php plus the codes its controllers use); names say what the server means.
 */
export const BusinessCode = {
  ok: 200,
  nameTaken: 201,
  /** No such user, or no such row (activity, card, deposit...). */
  notFound: 202,
  /**
   * 203 means two things on the site's wire, and both stay because its old clients read them:
   * a wrong login password (`login_pc`, errorcode.php's 登录密码错误) and, on
   * `douserredpacket`, no red-packet grabs (left). Each meaning has its name; the value is
   * the same, so a client tells them apart by the call it made, never by the number alone.
   */
  wrongPassword: 203,
  /** The second meaning of 203 (see wrongPassword): `douserredpacket` has no grab to give. */
  noGrabs: 203,
  oldPasswordWrong: 205,
  cardLimit: 207,
  /** Withdrawal larger than the central balance. */
  overBalance: 208,
  transferFailed: 209,
  insufficientBalance: 210,
  rechargeTooLow: 212,
  rechargeTooHigh: 213,
  /** Below the minimum, or the turnover requirement is not met yet. */
  withdrawTooLow: 214,
  withdrawTooHigh: 215,
  dailyWithdrawLimit: 216,
  missingParam: 217,
  passwordError: 220,
  noRebate: 221,
  alreadyAgent: 226,
  /** A deposit over the member's own deposit limit (docs/api.md, Player protection); the message names what is left. */
  depositLimit: 230,
  /** The member is in a time-out or self-exclusion (docs/api.md, Player protection); the message names its end. */
  selfExcluded: 231,
  /**
   * The member has a passkey or TOTP and this action needs a confirmation bound to it (none,
   * another amount/destination, spent or too old: the message says which); docs/api.md "Account security".
   */
  confirmationRequired: 240,
  /** A payout destination bound less than the site's wait ago; the message names until when. */
  destinationWaiting: 241,
  /** Pay password never set. */
  setPayPasswordFirst: 251,
  saveFailed: 300,
  /** Token missing, revoked or rotated by another login. */
  sessionExpired: 401,
  /** No such API path or served file (this server's answer to an unknown address). */
  noSuchPath: 404,
  /** The operator API: a signed-in operator whose role may not make this call (the message names the roles that may). */
  roleRequired: 403,
  /** A second decision on an order already approved or refused (the site's Go version: 409). */
  orderDecided: 409,
  invalidParam: 422,
  tooManyRequests: 429,
  /** Generic failure; `getVisitUrl` also uses it for "already on the site's own address". */
  serverError: 500,
  /**
   * The database is unreachable or overloaded (服务器繁忙，请稍后再试): the call was not done, or,
   * when the answer to its COMMIT was lost, possibly done; a money call retried with the same
   * Idempotency-Key is applied exactly once either way.
   */
  serviceBusy: 503,
  /** Pay password missing or wrong. */
  payPassword: 520,
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
