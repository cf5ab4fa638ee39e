import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/** Routes of the games feature; each page is its own chunk. */
export const gamesRoutes = [
  { path: ROUTES.home, Page: lazyWithRetry(() => import('./home/home-page')) },
  { path: ROUTES.concise, Page: lazyWithRetry(() => import('./concise/concise-page')) },
  { path: ROUTES.gamePage, Page: lazyWithRetry(() => import('./game-page/game-page')) },
  { path: ROUTES.kefu, Page: lazyWithRetry(() => import('./support/support-page')) },
  { path: ROUTES.app, Page: lazyWithRetry(() => import('./app-download/app-download-page')) },
  { path: ROUTES.zhanzhu, Page: lazyWithRetry(() => import('./sponsors/sponsors-page')) },
  { path: ROUTES.zhanzhuye, Page: lazyWithRetry(() => import('./partners/partners-page')) },
];
