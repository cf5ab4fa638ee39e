/** Which routes need a session and which hide the header (docs/product.md §2). */
import { pathnameOf, ROUTES, type RoutePath } from './paths';

/** Visiting these without a session token goes to /login?redirect=<full target>. */
export const LOGIN_REQUIRED_PATHS: readonly RoutePath[] = [
  ROUTES.mine,
  ROUTES.app,
  ROUTES.recharge,
  ROUTES.message,
  ROUTES.fanshui,
  ROUTES.userInfo,
  ROUTES.userCent,
  ROUTES.wallet,
  ROUTES.addBankCard,
  ROUTES.addUsdtCard,
  ROUTES.password,
  ROUTES.welfare,
  ROUTES.betRecord,
  ROUTES.activityRecord,
  ROUTES.transRecord,
  ROUTES.money,
  ROUTES.withdrawal,
  ROUTES.transfer,
  ROUTES.responsibleGaming,
  ROUTES.accountSecurity,
];

/**
 * The only screens of a withdraw-only session (docs/api.md, Player protection: a member in a time-out or
 * self-exclusion, whose login was refused, getting their money out): the withdrawal, the
 * payout accounts it may need, and the records. Every other route goes to /withdrawal.
 */
export const WITHDRAW_ONLY_PATHS: readonly RoutePath[] = [ROUTES.withdrawal, ROUTES.transRecord, ROUTES.addBankCard, ROUTES.addUsdtCard];

export const HEADER_HIDDEN_PATHS: readonly RoutePath[] = [ROUTES.activity, ROUTES.activityInfo, ROUTES.mine, ROUTES.transfer];

/** These show a back-arrow header with a title instead of the logo header. */
export const BACK_HEADER_PATHS: readonly RoutePath[] = [ROUTES.message, ROUTES.abouts];

export type HeaderKind = 'hidden' | 'back' | 'main';

const includes = (paths: readonly RoutePath[], location: string): boolean => (paths as readonly string[]).includes(pathnameOf(location));

export function requiresLogin(location: string): boolean {
  return includes(LOGIN_REQUIRED_PATHS, location);
}

export function allowedWithdrawOnly(location: string): boolean {
  return includes(WITHDRAW_ONLY_PATHS, location);
}

export function headerKind(location: string): HeaderKind {
  if (includes(HEADER_HIDDEN_PATHS, location)) return 'hidden';
  if (includes(BACK_HEADER_PATHS, location)) return 'back';
  return 'main';
}
