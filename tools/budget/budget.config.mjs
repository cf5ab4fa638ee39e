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
const HOME_JS = 143.7 * KB;
const LOGIN_JS = 143.3 * KB;

/**
 * Every other language's first paint of the same routes: the Chinese budget plus this much
 * (its first-paint chunk of texts, the page's catalogue, the lingui runtime they share).
 */
const LOCALE_ROOM = { en: 0, vi: 0, th: 0, 'pt-BR': 0 };

export const budgetConfig = {
  viteRoot: 'apps/web',
  locales: { firstPaint: (locale) => `apps/web/src/i18n/first-paint/${locale}.ts`, budgets: LOCALE_ROOM },
  distDir: 'dist/apps/web',
  entry: 'index.html',
  routes: {
    '/': { page: 'libs/features/games/src/home/home-page.tsx', budget: { js: HOME_JS, css: 12 * KB } },
    '/login': { page: 'libs/features/auth/src/login/login-page.tsx', budget: { js: LOGIN_JS, css: 12 * KB } },
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
    '/': { path: '/', longTasks: 99, js5s: 999 * KB },
    '/login': { path: '/#/login', longTasks: 99, js5s: 999 * KB },
  },
};
