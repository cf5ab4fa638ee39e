import { useRouteLink } from '@h5/feature-kit';
import { links, ROUTES } from '@h5/routing';
import type { HomeLinks } from './link-to';

/**
 * Home's in-app links, one useRouteLink each (React Router's own hooks, as Link): the lists are
 * fixed, and this costs / less than useRouteLinks' function of the path.
 */
export function useHomeLinks(): HomeLinks {
  return {
    app: useRouteLink(ROUTES.app),
    recharge: useRouteLink(ROUTES.recharge),
    transfer: useRouteLink(ROUTES.transfer),
    withdrawal: useRouteLink(ROUTES.withdrawal),
    vip: useRouteLink(ROUTES.vip),
    concise: {
      obgdy: useRouteLink(links.concise('obgdy')),
      fgdz: useRouteLink(links.concise('fgdz')),
      pp: useRouteLink(links.concise('pp')),
      ae: useRouteLink(links.concise('ae')),
    },
  };
}
