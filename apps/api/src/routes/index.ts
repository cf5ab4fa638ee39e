import { registerAccountsRoutes } from './accounts';
import { registerCashierRoutes } from './cashier';
import { registerClientErrorRoutes } from './client-errors';
import { registerContentRoutes } from './content';
import { registerOperatorRoutes } from './operator';
import { registerOperatorMoneyRoutes } from './operator-money';
import { registerOperatorPromotionsRoutes } from './operator-promotions';
import { registerPromotionsRoutes } from './promotions';
import { registerProtectionRoutes } from './protection';
import { registerSecurity } from './security';
import { registerStreamRoutes } from './stream';
import { registerVenuesRoutes } from './venues';
import { registerVippayRoutes } from './vippay';
import { registerWalletRoutes } from './wallet';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** Every area's routes, security first; each module owns its paths under /api (operator API under /admin). */
export const routeModules: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  // First: its hooks (operator gate) must see every route.
  registerSecurity,
  registerAccountsRoutes,
  registerContentRoutes,
  registerOperatorRoutes,
  registerOperatorMoneyRoutes,
  registerOperatorPromotionsRoutes,
  registerWalletRoutes,
  registerCashierRoutes,
  registerVippayRoutes,
  registerPromotionsRoutes,
  registerProtectionRoutes,
  registerVenuesRoutes,
  registerClientErrorRoutes,
  registerStreamRoutes,
];
