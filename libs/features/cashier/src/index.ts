import { ROUTES } from '@h5/routing';
import { lazy } from 'react';

/**
 * The cashier feature's routes for the shell, and nothing else: each page is its own lazy
 * chunk, and whether a route needs a session is the routing library's rule, not ours.
 */
export const cashierRoutes = [
  { path: ROUTES.withdrawal, Page: lazy(() => import('./withdrawal/withdrawal-page').then((m) => ({ default: m.WithdrawalPage }))) },
  { path: ROUTES.transRecord, Page: lazy(() => import('./trans-record/trans-record-page').then((m) => ({ default: m.TransRecordPage }))) },
  { path: ROUTES.payInfo, Page: lazy(() => import('./pay-info/pay-info-page').then((m) => ({ default: m.PayInfoPage }))) },
  { path: ROUTES.recharge, Page: lazy(() => import('./recharge/recharge-page').then((m) => ({ default: m.RechargePage }))) },
];
