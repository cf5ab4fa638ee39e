import { accountRoutes } from '@h5/account';
import { authRoutes } from '@h5/auth';
import { cashierRoutes } from '@h5/cashier';
import { gamesRoutes } from '@h5/games';
import { promotionsRoutes } from '@h5/promotions';
import { walletRoutes } from '@h5/wallet';
import type { ShellRoute } from './shell-route';

/** Every screen of the product, as the features export them (each page its own lazy chunk). */
export const featureRoutes: readonly ShellRoute[] = [
  ...gamesRoutes,
  ...authRoutes,
  ...walletRoutes,
  ...accountRoutes,
  ...cashierRoutes,
  ...promotionsRoutes,
];
