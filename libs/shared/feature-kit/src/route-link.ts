import { useCallback } from 'react';
import { useHref, useLinkClickHandler, useNavigate } from 'react-router-dom';
import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * What a view's in-app link needs (docs/architecture.md §4: views import no router): the address
 * for the `a` element and its click, which moves inside the app as React Router's `Link` does.
 * The view spreads it on its own anchor: `<a {...props.serviceLink}>`.
 */
export interface RouteLink {
  readonly href: string;
  readonly onClick: MouseEventHandler<HTMLAnchorElement>;
}

export interface RouteLinkOptions {
  /** The history entry's state the target screen receives (a deposit gate's return). */
  readonly state?: unknown;
  readonly replace?: boolean;
}

/** One link of a screen, made by React Router's own hooks (the ones `Link` uses). */
export function useRouteLink(to: string, options: RouteLinkOptions = {}): RouteLink {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { state: options.state, replace: options.replace });
  return { href, onClick };
}

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
