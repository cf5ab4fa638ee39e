import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { MouseEventHandler } from 'react';

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

/**
 * One link of a screen, made by React Router's own hooks (the ones `Link` uses). Apart from
 * useRouteLinks: /login's first paint carries this one alone (docs/performance.md).
 */
export function useRouteLink(to: string, options?: RouteLinkOptions): RouteLink {
  return { href: useHref(to), onClick: useLinkClickHandler(to, options) };
}
