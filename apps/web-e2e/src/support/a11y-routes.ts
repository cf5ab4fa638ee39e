import { ROUTE_LIST } from '@h5/routing';
import { scanPopups, ScanLog, settleRoute } from './a11y-scan';
import { newMember, registerMember } from './api';
import { open, startWithToken, withoutLiveMoney } from './browser';
import { flow } from './flow';

/**
 * Every route of the routing library's ROUTE_LIST, as a visitor and as a member, scanned by
 * axe (WCAG 2.2 A/AA) and for the structure axe does not check (one h1, header and main,
 * nav on the tab-bar screens, 24 px targets), with each picker or dialog its controls open
 * (aria-haspopup) scanned open too. The list is the source of truth: a route added there is scanned here,
 * also while its screen is not built yet (the shell then shows / or, for a visitor on a
 * members-only route, /login).
 */

/** The screen a route shows: its path and query, less the login guard's redirect target. */
function screenOf(shown: string): string {
  const [path, query = ''] = shown.split('?');
  const params = new URLSearchParams(query);
  params.delete('redirect');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * The scan of every route as a visitor or as a member: one flow, in its own file per role
 * (a11y-routes-visitor, a11y-routes-member), so the two shards of a full run can take one each.
 */
export function everyRouteFlow(role: 'visitor' | 'member'): void {
  flow(
    `accessibility: every route as a ${role}, no serious or critical axe finding`,
    async ({ page }) => {
      // The scans wait for a quiet network, which an open event stream never gives.
      await withoutLiveMoney(page);
      if (role === 'member') await startWithToken(page, await registerMember(newMember('a11y')));
      const log = new ScanLog();
      const screens = new Set<string>();
      for (const route of ROUTE_LIST) {
        console.log(`a11y: ${role} opens ${route.path}`);
        await open(page, route.path);
        const shown = await settleRoute(page);
        // A route whose screen is not built yet shows another route's screen (/ or, for a
        // visitor on a members-only route, /login?redirect=…): that screen is scanned once.
        const screen = screenOf(shown);
        if (screens.has(screen)) continue;
        screens.add(screen);
        const where = `${route.path} as a ${role}${shown === route.path ? '' : ` (shows ${shown})`}`;
        // The tab bar is the nav landmark of the main layout's screens.
        const shownRoute = ROUTE_LIST.find((entry) => entry.path === shown.split('?')[0]);
        await log.scan(page, `${role}-${route.name}`, where, { requireNav: shownRoute?.inMainLayout ?? false });
        await scanPopups(page, log, `${role}-${route.name}`, where);
      }
      console.log(`a11y: ${ROUTE_LIST.length} routes visited as a ${role}, ${screens.size} distinct screens: ${[...screens].join(', ')}`);
      log.report(`(every route as a ${role})`);
    },
    { timeoutMs: 300_000 },
  );
}
