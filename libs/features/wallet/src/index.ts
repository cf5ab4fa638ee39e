import { ROUTES } from '@h5/routing';
import { lazy } from 'react';

/**
 * The wallet feature's routes for the shell, and nothing else: each page is its own lazy
 * chunk, and whether a route needs a session is the routing library's rule, not ours.
 */
export const walletRoutes = [
  { path: ROUTES.money, Page: lazy(() => import('./money/money-page').then((m) => ({ default: m.MoneyPage }))) },
  { path: ROUTES.wallet, Page: lazy(() => import('./wallet/wallet-page').then((m) => ({ default: m.WalletPage }))) },
  { path: ROUTES.addBankCard, Page: lazy(() => import('./add-bank-card/add-bank-card-page').then((m) => ({ default: m.AddBankCardPage }))) },
  { path: ROUTES.addUsdtCard, Page: lazy(() => import('./add-usdt-card/add-usdt-card-page').then((m) => ({ default: m.AddUsdtCardPage }))) },
  { path: ROUTES.usdtmore, Page: lazy(() => import('./usdtmore/usdtmore-page').then((m) => ({ default: m.UsdtmorePage }))) },
  { path: ROUTES.transfer, Page: lazy(() => import('./transfer/transfer-page').then((m) => ({ default: m.TransferPage }))) },
];
