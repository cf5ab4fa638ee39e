import { ok, renderPage, type FakeAnswer } from '@h5/test-utils';
import type { ComponentType } from 'react';

export { ok };

export const MEMBER_TOKEN = 'member-token-0123456789abcdef';

export interface RenderRouteOptions {
  routes?: Record<string, FakeAnswer>;
  token?: string | null;
  /** Navigation state of the first entry (the launcher's game URL). */
  state?: unknown;
}

/**
 * One games page mounted on `route` and opened at `path`, through test-utils' renderPage (the
 * real store against the fake API; any other path renders where the page led). Games tests
 * start as a visitor unless they pass a token.
 */
export function renderRoute(route: string, path: string, Page: ComponentType, options: RenderRouteOptions = {}) {
  return renderPage(<Page />, { at: path, route, routes: options.routes, token: options.token ?? null, state: options.state });
}
