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
