import { useCallback } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { RouteLink } from './route-link';
import type { MouseEvent } from 'react';

// The clicks `Link` leaves to the browser (a new tab, a download, a modified or middle click).
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

/**
 * Links of a list whose length the data decides (a hook per row is not allowed): a function of
 * the absolute path. The address is the router's root address with the path in place of its
 * `/` (`#/activityInfo?id=3` in the hash router, `/activityInfo?id=3` in a memory router), as
 * `useHref` writes it; the click follows `Link`'s rules.
 */
export function useRouteLinks(): (to: string) => RouteLink {
  const root = useHref('/');
  const navigate = useNavigate();
  return useCallback(
    (to: string) => ({
      href: `${root.slice(0, -1)}${to}`,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (leftToBrowser(event)) return;
        event.preventDefault();
        void navigate(to);
      },
    }),
    [root, navigate],
  );
}
