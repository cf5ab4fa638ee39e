import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  VITALS_LIMITS,
  VITALS_OTHER_ROUTE,
  VITALS_PATH,
  VITALS_ROUTES,
  type VitalName,
  type VitalsReport,
  type VitalsRoute,
} from '@h5/api-contract';
import { LOCALES } from '@h5/domain';
import { pathnameOf } from '@h5/routing';

/** The route template a location belongs to: one of the app's routes, else `other` (never the location itself). */
export function vitalsRouteOf(hash: string): VitalsRoute {
  const path = pathnameOf(hash);
  return (VITALS_ROUTES as readonly string[]).includes(path) ? (path as VitalsRoute) : VITALS_OTHER_ROUTE;
}

/** Milliseconds whole, CLS to four places: the precision the histograms' buckets need. */
const rounded = (name: VitalName, value: number) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value));

/**
 * Collects LCP, INP, CLS and TTFB of this visit (web-vitals reports each when it is final: LCP at
 * the first input or when the page is hidden, INP and CLS when it is hidden) and sends what it has
 * with navigator.sendBeacon when the page is hidden or left — a few reports per page at most, each
 * of the landing route's template and the page's language, and no token or member id: the beacon
 * carries no authorization header and the report names nobody (docs/api.md, Web vitals).
 */
export function reportVitals(win: Window): void {
  const lang = win.document.documentElement.lang;
  if (!(LOCALES as readonly string[]).includes(lang)) return;
  const route = vitalsRouteOf(win.location.hash);
  const pending = new Map<VitalName, number>();
  let sent = 0;
  const flush = () => {
    if (pending.size === 0 || sent >= VITALS_LIMITS.reportsPerPage) return;
    const report: VitalsReport = { route, lang, samples: [...pending].map(([name, value]) => ({ name, value })) };
    pending.clear();
    sent += 1;
    win.navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  };
  const take = (metric: Metric) => {
    const name = metric.name as VitalName;
    const value = rounded(name, metric.value);
    if (value >= 0 && value <= VITALS_LIMITS.maxValue[name]) pending.set(name, value);
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  onTTFB(take);
  // After web-vitals' own listeners have handed over the final values of this hiding.
  const later = () => win.queueMicrotask(flush);
  win.document.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && later());
  win.addEventListener('pagehide', later);
  // A user-timing mark: a tester (and the e2e flow) sees the reporter is listening.
  win.performance.mark?.(REPORTING_MARK);
}

export const REPORTING_MARK = 'h5-vitals-reporting';
