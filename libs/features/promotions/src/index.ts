import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/**
 * The promotions feature's routes for the shell, and nothing else: each page is its own lazy
 * chunk, and whether a route needs a session is the routing library's rule, not ours.
 */
export const promotionsRoutes = [
  { path: ROUTES.activity, Page: lazyWithRetry(() => import('./activity/activity-page')) },
  { path: ROUTES.activityInfo, Page: lazyWithRetry(() => import('./activity-info/activity-info-page')) },
  { path: ROUTES.vip, Page: lazyWithRetry(() => import('./vip/vip-page')) },
  { path: ROUTES.hongbao, Page: lazyWithRetry(() => import('./red-packets/red-packets-page')) },
  { path: ROUTES.welfare, Page: lazyWithRetry(() => import('./welfare/welfare-page')) },
  { path: ROUTES.fanshui, Page: lazyWithRetry(() => import('./rebates/rebates-page')) },
  { path: ROUTES.activityRecord, Page: lazyWithRetry(() => import('./activity-record/activity-record-page')) },
];
