/**
 * Every route of docs/product.md §2 as one list, with what a caller needs to visit it: whether it
 * needs a session and which layout holds it. Derived from ROUTES, so a route added there is
 * in this list too; the e2e accessibility scan walks it, so a new screen is scanned without
 * anyone editing the scan.
 */
import { LOGIN_REQUIRED_PATHS } from './access';
import { MAIN_LAYOUT_PATHS, ROUTES, type RouteName, type RoutePath } from './paths';

export interface RouteEntry {
  name: RouteName;
  path: RoutePath;
  /** Visiting without a session token goes to /login?redirect=… (docs/product.md §2). */
  loginRequired: boolean;
  /** A child of the main layout at / (with the tab bar) rather than a top-level route. */
  inMainLayout: boolean;
}

export const ROUTE_LIST: readonly RouteEntry[] = (Object.entries(ROUTES) as Array<[RouteName, RoutePath]>).map(([name, path]) => ({
  name,
  path,
  loginRequired: LOGIN_REQUIRED_PATHS.includes(path),
  inMainLayout: MAIN_LAYOUT_PATHS.includes(path),
}));
