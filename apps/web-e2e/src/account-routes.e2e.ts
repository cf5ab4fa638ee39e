// e2e-feature: account
import assert from 'node:assert/strict';
import { pathnameOf, ROUTE_LIST, ROUTES } from '@h5/routing';
import { settleRoute } from './support/a11y-scan';
import { newMember, registerMember } from './support/api';
import { open, startWithToken } from './support/browser';
import { flow } from './support/flow';

/** The account feature's routes: none of them may fall back to / any more. */
const ACCOUNT_PATHS: readonly string[] = [
  ROUTES.mine,
  ROUTES.userInfo,
  ROUTES.userCent,
  ROUTES.password,
  ROUTES.message,
  ROUTES.applyagent,
  ROUTES.boutBallBet,
  ROUTES.boutBallBetInfo,
  ROUTES.abouts,
  ROUTES.betRecord,
];

for (const role of ['visitor', 'member'] as const) {
  flow(
    `routes: every route of docs/product.md §2 as a ${role} lands on its screen (or /login), none of the account feature falls back to /`,
    async ({ page }) => {
      if (role === 'member') await startWithToken(page, await registerMember(newMember('rte')));
      const fallsBack: string[] = [];
      const wrong: string[] = [];
      for (const route of ROUTE_LIST) {
        await open(page, route.path);
        const shown = await settleRoute(page);
        const path = pathnameOf(shown);
        if (role === 'visitor' && route.loginRequired) {
          if (path !== ROUTES.login) wrong.push(`${route.path} showed ${shown}, expected /login`);
          continue;
        }
        if (route.path !== ROUTES.home && path === ROUTES.home) fallsBack.push(route.path);
        else if (path !== route.path) wrong.push(`${route.path} showed ${shown}`);
      }
      // Screens other features are still building are reported, not failed on.
      console.log(`routes as a ${role}: ${ROUTE_LIST.length} routes; still falling back to /: ${fallsBack.join(', ') || 'none'}`);
      const ours = fallsBack.filter((path) => ACCOUNT_PATHS.includes(path));
      assert.deepEqual(ours, [], `account routes falling back to / as a ${role}`);
      assert.deepEqual(
        wrong.filter((line) => ACCOUNT_PATHS.some((path) => line.startsWith(`${path} `))),
        [],
        `account routes on the wrong screen as a ${role}`,
      );
      if (wrong.length) console.log(`routes as a ${role}, other features: ${wrong.join('; ')}`);
    },
    { timeoutMs: 300_000 },
  );
}
