import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/**
 * The cashier feature's routes for the shell, and nothing else: each page is its own lazy
 * chunk, and whether a route needs a session is the routing library's rule, not ours.
 */
export const cashierRoutes = [
  { path: ROUTES.withdrawal, Page: lazyWithRetry(() => import('./withdrawal/withdrawal-page')) },
  { path: ROUTES.transRecord, Page: lazyWithRetry(() => import('./trans-record/trans-record-page')) },
  { path: ROUTES.payInfo, Page: lazyWithRetry(() => import('./pay-info/pay-info-page')) },
  { path: ROUTES.recharge, Page: lazyWithRetry(() => import('./recharge/recharge-page')) },
];
