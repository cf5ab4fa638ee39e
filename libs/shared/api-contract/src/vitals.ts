/**
 * Players' real page speed (docs/api.md, Web vitals): an addition beside the site's contract. The
 * web app sends a few Core Web Vitals of a sampled visit, the server turns them into histograms
 * by route and language. No token, no member id: a report names a route template of this list,
 * a language, and numbers.
 */
export const VITALS_PATH = '/api/vitals';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The web app's hash routes (the web app's test holds this list equal to @h5/routing's
 * ROUTE_PATHS); any other location is reported as `other`, never as it was.
 */
export const VITALS_ROUTES = [
  '/',
  '/hongbao',
  '/activity',
  '/zhanzhu',
  '/mine',
  '/app',
  '/kefu',
  '/login',
  '/gamePage',
  '/activityInfo',
  '/zhanzhuye',
  '/vip',
  '/applyagent',
  '/boutBallBet',
  '/boutBallBetInfo',
  '/payInfo',
  '/usdtmore',
  '/concise',
  '/recharge',
  '/message',
  '/fanshui',
  '/userInfo',
  '/userCent',
  '/wallet',
  '/addBankCard',
  '/addUsdtCard',
  '/password',
  '/welfare',
  '/betRecord',
  '/activityRecord',
  '/transRecord',
  '/money',
  '/withdrawal',
  '/transfer',
  '/abouts',
  '/responsibleGaming',
  '/accountSecurity',
] as const;
export const VITALS_OTHER_ROUTE = 'other';
export type VitalsRoute = (typeof VITALS_ROUTES)[number] | typeof VITALS_OTHER_ROUTE;

/**
 * The bounds both sides hold to: samples per report, the body's size, each value's range (LCP,
 * INP and TTFB in milliseconds, CLS unitless) — a value past its bound is no page load's.
 */
export const VITALS_LIMITS = {
  samplesPerReport: 4,
  reportsPerPage: 3,
  bodyBytes: 1024,
  maxValue: { LCP: 120_000, INP: 120_000, TTFB: 120_000, CLS: 100 } satisfies Record<VitalName, number>,
} as const;

export interface VitalsReport {
  route: VitalsRoute;
  /** One of the site's five languages (docs/i18n.md). */
  lang: string;
  samples: { name: VitalName; value: number }[];
}
