// The budget of each route: gzip bytes of the JS and CSS loaded before its first paint.
// `page` is the module the route lazily loads (what the feature's index passes to lazy()).
import { KB } from './budget.mjs';

/**
 * The languages (docs/i18n.md, measured costs) took the room deferring Vite's preload
 * helper made (tools/web-build/deferred-preload.mjs: / 145.23 → 142.48 kB, /login 143.91 →
 * 141.21): reading the chosen language, the map of the four first-paint chunks, the language
 * button of /login, each lazy page's catalogue loaders. A Chinese visitor's first paint stays
 * under what it was before languages (145.00 / 143.3 kB): these keep the rest of the room.
 */
/**
 * Back and overlays (docs/architecture.md §8) took 0.3 kB more of `/`: the shell tells ui-kit the
 * screen and turns a navigation from an overlay's entry into a replace from the first tap on,
 * and home keeps its category in the history entry (143.35 → 143.64 kB). The rest of the overlay
 * layer loads with the first overlay. What runs after the first paint is measured apart
 * (docs/performance.md).
 */
/**
 * Start-up after the paint (docs/performance.md, "Start-up cost by feature") took 0.11 kB more of
 * `/` (143.68 → 143.79 kB): the text typed into the server's page before hydration is read when
 * React takes over, and the carried answers are seeded one per task; the revalidation left the
 * entry for the after-load chunk.
 */
/**
 * Account security and the lists in RTK Query's cache (docs/security.md, docs/architecture.md)
 * took 0.05 kB more of `/` (the new screen's route and lazy entry, the infinite-query endpoints'
 * hooks in api-client's entry, the scroll memory's hook in the shell; its memory loads after the
 * page) and 0.10 kB more of `/login` (its 通行密钥 button; the WebAuthn code loads on the tap):
 * / 143.90, /login 143.40 kB, measured 2 Dec 2026.
 * Views without the router (docs/architecture.md §4: /login's page makes its two links and hands
 * them to the view), 上次登录 and the idle logout (docs/security.md "Sessions": after load) took
 * 0.05 kB more of `/login` together, measured on the merge (2 Dec 2026): /login 143.45, th 147.76 kB.
 * A 重新加载 that retries every part that failed with the page (the shell's error boundaries,
 * docs/architecture.md §6) took 0.07 kB more of `/login` (143.52, th 147.83 kB) while `/` came down
 * to 143.76 kB (the red packet's lane, the games' offer in its own chunk).
 * Text typed after hydrateRoot into a field not yet hydrated is kept too (ssr/early-input.ts
 * follows input until the field hydrates; before, hydration emptied it): +0.09 kB of both,
 * / 143.85, /login 143.61, th 147.92 kB.
 * The start-up tasks' cuts (docs/performance.md, "The long tasks that remain, one by one") gave
 * room back: the visit redirect left the entry for the after-load chunk; createApi in the state
 * libraries' chunk costs a few references. / 143.68, /login 143.44 kB (3 Dec 2026); the budgets
 * stay, the room is the next feature's.
 * Home's parts without the router (docs/architecture.md §4: the page makes the app card's, quick
 * buttons' and slot entries' links, one useRouteLink each, and hands them down) took 0.15 kB of
 * `/`, one styled block per part gave 0.05 back: / 143.73 kB, th 149.64 (3 Dec 2026).
 */
const HOME_JS = 143.95 * KB;
const LOGIN_JS = 143.7 * KB;

/**
 * Every other language's first paint of the same routes: the Chinese budget plus the route's
 * `localeRoom` (the language's first-paint chunk of texts, the catalogue the page waits for, the
 * Lingui runtime they share). Measured 2 Dec 2026, gzip: / en 149.31, vi 149.58, th 149.69,
 * pt-BR 149.42 kB; /login 146.94–147.31 kB (Thai the largest both times); with account security
 * /login th 147.71 kB.
 */
const HOME_LOCALE_ROOM = 6.2 * KB;
const LOGIN_LOCALE_ROOM = 4.3 * KB;

export const budgetConfig = {
  viteRoot: 'apps/web',
  locales: { firstPaint: (locale) => `apps/web/src/i18n/first-paint/${locale}.ts`, translated: ['en', 'vi', 'th', 'pt-BR'] },
  distDir: 'dist/apps/web',
  entry: 'index.html',
  routes: {
    '/': { page: 'libs/features/games/src/home/home-page.tsx', budget: { js: HOME_JS, css: 12 * KB }, localeRoom: HOME_LOCALE_ROOM },
    '/login': {
      page: 'libs/features/auth/src/login/login-page.tsx',
      budget: { js: LOGIN_JS, css: 12 * KB },
      localeRoom: LOGIN_LOCALE_ROOM,
    },
  },
};

/**
 * What a trace of start-up sees (check-startup.mjs): per page, the tasks after the first paint
 * longer than 50 ms on a 4× slower phone that are allowed, and the JavaScript fetched in the first
 * 5 s (bytes on the wire, first paint and after), in each of these browsers' languages.
 */
export const startupBudget = {
  locales: ['zh-CN', 'en-US'],
  pages: {
    // docs/performance.md, "The long tasks that remain, one by one": measured 3 Dec 2026 on the
    // shared machine at load average 7–15, calibration 23.8–29.3 ms, five runs of the four loads:
    // 0–2 tasks over 50 ms per page (longest 36–62 ms), / 164.4 / 175.0 kB and /login 139.3–139.4 /
    // 147.9–148.0 kB in the first 5 s (zh-CN / en-US). Three tasks allowed: the longest are mostly
    // 43–50 ms, so a loaded CI machine counts one or two of them over the line, and a budget that
    // fails on load is worse than one a task loose (the check already loads a page up to 3 times).
    // The bytes allow the vitals reporter (3.8 kB, when the 10 % sample picks the visit) and ~1–2 kB;
    // /login no longer fetches the home page's chunks (was 160 kB).
    '/': { path: '/', longTasks: 3, js5s: 180 * KB },
    '/login': { path: '/#/login', longTasks: 3, js5s: 154 * KB },
  },
};
