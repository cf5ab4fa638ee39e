import { registerAccountSecurityRoutes } from './account-security';
import { registerAccountsRoutes } from './accounts';
import { registerCashierRoutes } from './cashier';
import { registerClientErrorRoutes } from './client-errors';
import { registerContentRoutes } from './content';
import { registerOperatorRoutes } from './operator';
import { registerOperatorAccountRoutes } from './operator-accounts';
import { registerOperatorDeskRoutes } from './operator-desk';
import { registerOperatorMoneyRoutes } from './operator-money';
import { registerOperatorPromotionsRoutes } from './operator-promotions';
import { registerPromotionsRoutes } from './promotions';
import { registerProtectionRoutes } from './protection';
import { registerSecurity } from './security';
import { registerStreamRoutes } from './stream';
import { registerVenuesRoutes } from './venues';
import { registerVippayRoutes } from './vippay';
import { registerVitalsRoutes } from './vitals';
import { registerWalletRoutes } from './wallet';
import type { AppContext } from '../context';
import type { Push } from '../push/service';
import type { FastifyInstance } from 'fastify';

/** Every area's routes, security first; each module owns its paths under /api (operator API under /admin). */
const routeModules: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void>> = [
  // First: its hooks (operator gate) must see every route.
  registerSecurity,
  registerAccountsRoutes,
  registerAccountSecurityRoutes,
  registerContentRoutes,
  registerOperatorAccountRoutes,
  registerOperatorRoutes,
  registerOperatorDeskRoutes,
  registerOperatorMoneyRoutes,
  registerOperatorPromotionsRoutes,
  registerWalletRoutes,
  registerCashierRoutes,
  registerVippayRoutes,
  registerPromotionsRoutes,
  registerProtectionRoutes,
  registerVenuesRoutes,
  registerClientErrorRoutes,
  registerVitalsRoutes,
];

/**
 * Registers every route; the live-money stream last, with the streams it serves (null when
 * PUSH_EVENTS=0: no stream route). The streams are handed here, not carried in AppContext, so
 * the context every area's code receives names no area (docs/architecture.md §6).
 */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext, push: Push | null): Promise<void> {
  for (const register of routeModules) await register(app, ctx);
  if (push) await registerStreamRoutes(app, ctx, push);
}
