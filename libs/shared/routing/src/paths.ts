/** Every route of docs/product.md §2 (plus /abouts from the shell section). Hash routing. */

export const ROUTES = {
  home: '/',
  hongbao: '/hongbao',
  activity: '/activity',
  zhanzhu: '/zhanzhu',
  mine: '/mine',
  app: '/app',
  kefu: '/kefu',
  login: '/login',
  gamePage: '/gamePage',
  activityInfo: '/activityInfo',
  zhanzhuye: '/zhanzhuye',
  vip: '/vip',
  applyagent: '/applyagent',
  boutBallBet: '/boutBallBet',
  boutBallBetInfo: '/boutBallBetInfo',
  payInfo: '/payInfo',
  usdtmore: '/usdtmore',
  concise: '/concise',
  recharge: '/recharge',
  message: '/message',
  fanshui: '/fanshui',
  userInfo: '/userInfo',
  userCent: '/userCent',
  wallet: '/wallet',
  addBankCard: '/addBankCard',
  addUsdtCard: '/addUsdtCard',
  password: '/password',
  welfare: '/welfare',
  betRecord: '/betRecord',
  activityRecord: '/activityRecord',
  transRecord: '/transRecord',
  money: '/money',
  withdrawal: '/withdrawal',
  transfer: '/transfer',
  abouts: '/abouts',
  responsibleGaming: '/responsibleGaming',
  /** 账户安全: passkeys, the authenticator app, 登录设备, the idle logout (docs/security.md). */
  accountSecurity: '/accountSecurity',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export const ROUTE_PATHS: readonly RoutePath[] = Object.values(ROUTES);

/** Children of the main layout at / (the one with the tab bar); every other route is top-level. */
export const MAIN_LAYOUT_PATHS: readonly RoutePath[] = [
  ROUTES.home,
  ROUTES.hongbao,
  ROUTES.activity,
  ROUTES.zhanzhu,
  ROUTES.mine,
  ROUTES.app,
  ROUTES.kefu,
];

/** Unknown paths redirect to / (docs/product.md §2). */
export const FALLBACK_PATH: RoutePath = ROUTES.home;

/** The path part of a location: no query, no hash, no trailing slash (except for /). */
export function pathnameOf(location: string): string {
  const path = location.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? ROUTES.home : trimmed;
}

export function isRoutePath(location: string): boolean {
  return (ROUTE_PATHS as readonly string[]).includes(pathnameOf(location));
}

/** The known route a location belongs to, or the fallback for unknown paths. */
export function resolveRoute(location: string): RoutePath {
  const path = pathnameOf(location);
  return ROUTE_PATHS.find((route) => route === path) ?? FALLBACK_PATH;
}
