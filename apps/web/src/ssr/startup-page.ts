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

/** The hash router is on / (what the server rendered): '', '#', '#/', '#/?…'. */
export function isHomeHash(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path === '' || path === '/';
}

/** Drops the marks of index.html's inline script once React shows the right thing. */
export function clearStartupMarks(doc: Document): void {
  doc.documentElement.removeAttribute(DEEP_LINK_ATTR);
  doc.documentElement.removeAttribute(MEMBER_ATTR);
}
