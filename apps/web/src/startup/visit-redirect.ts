import { contentApi, type AppStore } from '@h5/api-client';
import { hashHref, links } from '@h5/routing';

/** The referral code of the address, from the page query or the hash route's query. */
export function referralCode(href: string): string | null {
  const url = new URL(href);
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?')) : '';
  return url.searchParams.get('pid') || new URLSearchParams(hashQuery).get('pid') || null;
}

/**
 * Where startup sends the browser (docs/product.md §4): the visit URL, with the register panel and the
 * referral code when the address carried one. /register is not a route of this client, so
 * the register panel is reached as /login?type=1&pid=…. Never the address the player is on:
 * that would reload the page forever.
 */
export function visitRedirectTarget(visitUrl: string | undefined, href: string): string | null {
  if (!visitUrl) return null;
  let target: URL;
  try {
    target = new URL(visitUrl, href);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(target.protocol) || target.origin === new URL(href).origin) return null;
  const pid = referralCode(href);
  if (pid) target.hash = hashHref(links.login({ type: 1, pid }));
  return target.toString();
}

const replaceLocation = (url: string) => window.location.replace(url);

/**
 * Startup: asks for the site's visit address and goes there when it is another one (the server
 * answers non-200 when we are on it). Run by the after-load chunk once the main thread is idle
 * (live/live.ts): no first tap needs it, and started in hydration's effects the call, its store
 * updates and the re-render they caused made that task long on a slow phone; out of the entry, its
 * code is no first-paint byte either (docs/performance.md, "The long tasks that remain, one by one").
 */
export async function followVisitUrl(store: AppStore, redirect: (url: string) => void = replaceLocation): Promise<void> {
  const { data } = await store.dispatch(contentApi.endpoints.visitUrl.initiate(undefined, { subscribe: false }));
  const target = visitRedirectTarget(data?.url, window.location.href);
  if (target) redirect(target);
}
