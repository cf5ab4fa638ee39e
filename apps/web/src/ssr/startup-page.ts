import { isStartupData, type StartupData } from '@h5/api-client';

/** The id of the JSON the server writes into the page (apps/api serving/web-page.ts). */
export const STARTUP_DATA_ID = 'h5-startup';
/** Set on <html> by index.html's inline script before the first paint: the hash names another route. */
export const DEEP_LINK_ATTR = 'data-deep-link';
/** Set the same way when the tab holds a member session: the server's visitor-only parts stay hidden. */
export const MEMBER_ATTR = 'data-member';

/** The start-up data the server put into the page, or null (plain build, broken JSON). */
export function readStartupData(doc: Document): StartupData | null {
  const text = doc.getElementById(STARTUP_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isStartupData(value) ? value : null;
  } catch {
    return null;
  }
}

/** Set on #root by index.html's swap script when it put a prerendered route's HTML there. */
export const SERVER_ROUTE_ATTR = 'data-route';

/** The hash router is on / (what the server rendered): '', '#', '#/', '#/?…'. */
export function isHomeHash(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path === '' || path === '/';
}

/** The route whose server HTML #root holds: / unless the swap script put another there. */
export function serverRouteOf(root: Element): string {
  return root.getAttribute(SERVER_ROUTE_ATTR) ?? '/';
}

/** The tab's hash is the route the server's HTML shows, so React can hydrate it. */
export function isServerRouteHash(hash: string, route: string): boolean {
  return route === '/' ? isHomeHash(hash) : hash.replace(/^#/, '') === route;
}

/** Drops the marks of index.html's inline script once React shows the right thing. */
export function clearStartupMarks(doc: Document): void {
  doc.documentElement.removeAttribute(DEEP_LINK_ATTR);
  doc.documentElement.removeAttribute(MEMBER_ATTR);
}
