import type { ApiEnvelopeLike } from './types';

/** Business codes the server answers with (HTTP is always 200). */
export const Code = {
  ok: 200,
  nameTaken: 201,
  notFound: 202,
  wrongPassword: 203,
  oldPasswordWrong: 205,
  cardLimit: 207,
  overBalance: 208,
  transferFailed: 209,
  insufficientBalance: 210,
  rechargeTooLow: 212,
  rechargeTooHigh: 213,
  withdrawTooLow: 214,
  withdrawTooHigh: 215,
  dailyWithdrawLimit: 216,
  missingParam: 217,
  noRebate: 221,
  alreadyAgent: 226,
  setPayPasswordFirst: 251,
  saveFailed: 300,
  sessionExpired: 401,
  invalidParam: 422,
  tooManyRequests: 429,
  serverError: 500,
  /** The database is unreachable or overloaded: nothing was done, retry later (服务器繁忙，请稍后再试). */
  serviceBusy: 503,
  payPassword: 520,
} as const;

export type BusinessCode = (typeof Code)[keyof typeof Code];

export const ok = <T>(data: T, message = '操作成功'): ApiEnvelopeLike<T> => ({ code: Code.ok, message, data });

/**
 * Thrown by services for an expected refusal (wrong password, over balance...). The error
 * handler turns it into `{code, message, data}`; a transaction around it is rolled back.
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = [],
  ) {
    super(message);
    this.name = 'BizError';
  }
}
