import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A Content-Security-Policy as directives: { 'default-src': ["'none'"], ... }. */
export type CspDirectives = Record<string, string[]>;
type HeaderOptions = Omit<FastifyHelmetOptions, 'global'>;

/**
 * Who may frame what: the one place this server states it. Every answer not named in
 * PAGE_POLICIES (the API's JSON, files, unknown paths) may be framed by nobody:
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
export const FRAMING = {
  /** The web app: only by itself (its /kefu and /gamePage put its own pages in frames). */
  app: ["'self'"],
  /**
   * Pages made to be framed: the customer-service, agent and sponsor pages (by the web app and
   * by the site's existing clients wherever those are served) and the venue's game page (the
   * /gamePage iframe; real venues are framed the same way).
   */
  embedded: ["'self'", '*'],
  /** A payment page: framed by nobody, so no one can dress a confirm button up as something else. */
  none: ["'none'"],
} as const;
export type Framing = keyof typeof FRAMING;

/** The `frame-ancestors` directive of a framing, for pages that build their CSP themselves. */
export const frameAncestors = (framing: Framing): string => `frame-ancestors ${FRAMING[framing].join(' ')}`;

/** The small static pages: nothing runs, inline styles only. */
const STATIC_PAGE_CSP: CspDirectives = { 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"] };

/** The demo venue's game page: its script, styles and calls come from this server only. */
const VENUE_PAGE_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
};

/** The demo VipPay payment page: nothing runs, inline styles, one form that posts back to itself. */
const PAY_PAGE_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
};

interface PagePolicy {
  framing: Framing;
  /** The page's CSP; absent when the page builds its own (from the site's config) with frameAncestors(). */
  csp?: CspDirectives;
}

/** The HTML pages (by route) and their framing; everything else gets the defaults below. */
const PAGE_POLICIES: ReadonlyArray<{ route: RegExp; policy: PagePolicy }> = [
  // The built web app (serving/web-app.ts: its CSP names the frame hosts and inline-script hashes).
  { route: /^\/\*$/, policy: { framing: 'app' } },
  { route: /^\/(service|agent)$/, policy: { framing: 'embedded', csp: STATIC_PAGE_CSP } },
  // serving/sponsor-pages.ts sets its CSP with frameAncestors('embedded').
  { route: /^\/sponsor\//, policy: { framing: 'embedded' } },
  { route: /^\/venue\/play$/, policy: { framing: 'embedded', csp: VENUE_PAGE_CSP } },
  { route: /^\/vippay\/pay$/, policy: { framing: 'none', csp: PAY_PAGE_CSP } },
  // /gamePage?app=1 frames ios_download_url, which the demo seed points at a picture here.
  { route: /^\/pictures\//, policy: { framing: 'app', csp: STATIC_PAGE_CSP } },
];

/** Every answer by default: runs nothing, loads nothing, framed by nobody. */
const DEFAULT_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};
const DEFAULT_HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: DEFAULT_CSP },
  frameguard: { action: 'deny' },
  // Pictures and avatars are shown by the site's clients wherever those are served.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // The browser's default; the visitor check (getVisitUrl) reads the Referer of the app's calls.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // A page that opened the site in a tab keeps no handle on it: it cannot later navigate that
  // tab to a copy of the login page, count its frames or message it. The price, in Lighthouse
  // only (it starts from about:blank in the same tab): a fresh renderer process, 7–9 points of
  // score (docs/performance.md, bench:web). Players arriving from elsewhere get a new process anyway.
  crossOriginOpenerPolicy: { policy: 'same-origin' },
} satisfies HeaderOptions;

function pageHeaders({ framing, csp }: PagePolicy): HeaderOptions {
  return {
    contentSecurityPolicy: csp
      ? { useDefaults: false, directives: { ...csp, 'frame-ancestors': [...FRAMING[framing]] } }
      : DEFAULT_HEADERS.contentSecurityPolicy,
    // X-Frame-Options has no "anyone" value: where anyone may frame, the CSP alone says so.
    frameguard: framing === 'app' ? { action: 'sameorigin' } : framing === 'none' ? { action: 'deny' } : false,
  };
}

/**
 * Hardening headers from @fastify/helmet on every answer, API included: nosniff, CSP,
 * framing, referrer policy, HSTS (for browsers that reached us over TLS), cross-origin
 * policies; fastify sends no X-Powered-By. Registered before every route; the pages above get
 * their own CSP and framing through helmet's route option, set here so no route repeats it.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Runs before helmet's own onRoute hook, which reads the route option set here.
  app.addHook('onRoute', (route) => {
    const page = PAGE_POLICIES.find((p) => p.route.test(route.url));
    if (page) route.helmet = pageHeaders(page.policy);
  });
  await app.register(helmet, { global: true, ...DEFAULT_HEADERS });
}
