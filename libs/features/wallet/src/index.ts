import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/**
 * The wallet feature's routes for the shell, and nothing else: each page is its own lazy
 * chunk, and whether a route needs a session is the routing library's rule, not ours.
 */
export const walletRoutes = [
  { path: ROUTES.money, Page: lazyWithRetry(() => import('./money/money-page')) },
  { path: ROUTES.wallet, Page: lazyWithRetry(() => import('./wallet/wallet-page')) },
  { path: ROUTES.addBankCard, Page: lazyWithRetry(() => import('./add-bank-card/add-bank-card-page')) },
  { path: ROUTES.addUsdtCard, Page: lazyWithRetry(() => import('./add-usdt-card/add-usdt-card-page')) },
  { path: ROUTES.usdtmore, Page: lazyWithRetry(() => import('./usdt-guide/usdt-guide-page')) },
  { path: ROUTES.transfer, Page: lazyWithRetry(() => import('./transfer/transfer-page')) },
];
