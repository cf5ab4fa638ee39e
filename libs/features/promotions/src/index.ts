import { ROUTES } from '@h5/routing';
import { lazy } from 'react';

/**
 * The promotions feature's routes for the shell, and nothing else: each page is its own lazy
 * chunk, and whether a route needs a session is the routing library's rule, not ours.
 */
export const promotionsRoutes = [
  { path: ROUTES.activity, Page: lazy(() => import('./activity/activity-page')) },
  { path: ROUTES.activityInfo, Page: lazy(() => import('./activity-info/activity-info-page')) },
  { path: ROUTES.vip, Page: lazy(() => import('./vip/vip-page')) },
  { path: ROUTES.hongbao, Page: lazy(() => import('./hongbao/hongbao-page')) },
  { path: ROUTES.welfare, Page: lazy(() => import('./welfare/welfare-page')) },
  { path: ROUTES.fanshui, Page: lazy(() => import('./fanshui/fanshui-page')) },
  { path: ROUTES.activityRecord, Page: lazy(() => import('./activity-record/activity-record-page')) },
];
