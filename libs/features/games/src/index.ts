import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/** Routes of the games feature; each page is its own chunk. */
export const gamesRoutes = [
  { path: ROUTES.home, Page: lazyWithRetry(() => import('./pages/home-page').then((m) => ({ default: m.HomePage }))) },
  { path: ROUTES.concise, Page: lazyWithRetry(() => import('./concise/concise-page').then((m) => ({ default: m.ConcisePage }))) },
  { path: ROUTES.gamePage, Page: lazyWithRetry(() => import('./game-page/game-page').then((m) => ({ default: m.GamePage }))) },
  { path: ROUTES.kefu, Page: lazyWithRetry(() => import('./kefu/kefu-page').then((m) => ({ default: m.KefuPage }))) },
  { path: ROUTES.app, Page: lazyWithRetry(() => import('./app-download/app-download-page').then((m) => ({ default: m.AppDownloadPage }))) },
  { path: ROUTES.zhanzhu, Page: lazyWithRetry(() => import('./zhanzhu/zhanzhu-page').then((m) => ({ default: m.ZhanzhuPage }))) },
  { path: ROUTES.zhanzhuye, Page: lazyWithRetry(() => import('./zhanzhuye/zhanzhuye-page').then((m) => ({ default: m.ZhanzhuyePage }))) },
];
