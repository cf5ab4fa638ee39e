import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/**
 * The cashier feature's routes for the shell, and nothing else: each page is its own lazy
 * chunk, and whether a route needs a session is the routing library's rule, not ours.
 */
export const cashierRoutes = [
  { path: ROUTES.withdrawal, Page: lazyWithRetry(() => import('./withdrawal/withdrawal-page').then((m) => ({ default: m.WithdrawalPage }))) },
  { path: ROUTES.transRecord, Page: lazyWithRetry(() => import('./trans-record/trans-record-page').then((m) => ({ default: m.TransRecordPage }))) },
  { path: ROUTES.payInfo, Page: lazyWithRetry(() => import('./pay-info/pay-info-page').then((m) => ({ default: m.PayInfoPage }))) },
  { path: ROUTES.recharge, Page: lazyWithRetry(() => import('./recharge/recharge-page').then((m) => ({ default: m.RechargePage }))) },
];
