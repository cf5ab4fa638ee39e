// What the Vite dev server (`npm start -- --dev`, `nx serve web`) hands to the API on port
// 3000: every path the API answers besides the web app itself. Not only the calls under /api:
// the pages the app frames or hands the browser to (customer service, agent login, sponsors,
// the demo VipPay payment site, the demo venue's game and its calls), the pictures and avatars the API hands out as addresses on the host the browser
// asked (so, under the dev server, its own port). A path missing here is a blank frame or a
// broken picture in dev mode only; apps/api/src/serving/dev-proxy.test.ts fails when the API
// starts answering a path this list does not cover.

/** First path segments the API owns. */
export const API_PATH_PREFIXES = ['api', 'admin', 'pictures', 'uploads', 'service', 'agent', 'sponsor', 'venue', 'vippay'];

/** Whether the dev server passes this path (no query) to the API. */
export const isApiPath = (path) =>
  API_PATH_PREFIXES.some((prefix) => path === `/${prefix}` || path.startsWith(`/${prefix}/`) || path.startsWith(`/${prefix}.`));

/**
 * Vite's `server.proxy`: one rule (a key starting with ^ is a regular expression). The Host
 * header is kept, so the API builds the addresses of pictures and pages on the dev server's
 * port, which this same rule then proxies.
 */
export function devServerProxy(target = 'http://127.0.0.1:3000') {
  return { [`^/(${API_PATH_PREFIXES.join('|')})([/.?]|$)`]: { target } };
}
