// The budget of each route: gzip bytes of the JS and CSS loaded before its first paint.
// `page` is the module the route lazily loads (what the feature's index passes to lazy()).
import { KB } from './budget.mjs';

export const budgetConfig = {
  viteRoot: 'apps/web',
  distDir: 'dist/apps/web',
  entry: 'index.html',
  routes: {
    '/': { page: 'libs/features/games/src/home/home-page.tsx', budget: { js: 145 * KB, css: 12 * KB } },
    '/login': { page: 'libs/features/auth/src/login/login-page.tsx', budget: { js: 145 * KB, css: 12 * KB } },
  },
};
