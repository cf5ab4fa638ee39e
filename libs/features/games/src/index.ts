import { ROUTES } from '@h5/routing';
import { lazy } from 'react';

/** Routes of the games feature; each page is its own chunk. */
export const gamesRoutes = [
  { path: ROUTES.home, Page: lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage }))) },
  { path: ROUTES.concise, Page: lazy(() => import('./concise/concise-page').then((m) => ({ default: m.ConcisePage }))) },
  { path: ROUTES.gamePage, Page: lazy(() => import('./game-page/game-page').then((m) => ({ default: m.GamePage }))) },
  { path: ROUTES.kefu, Page: lazy(() => import('./kefu/kefu-page').then((m) => ({ default: m.KefuPage }))) },
  { path: ROUTES.app, Page: lazy(() => import('./app-download/app-download-page').then((m) => ({ default: m.AppDownloadPage }))) },
  { path: ROUTES.zhanzhu, Page: lazy(() => import('./zhanzhu/zhanzhu-page').then((m) => ({ default: m.ZhanzhuPage }))) },
  { path: ROUTES.zhanzhuye, Page: lazy(() => import('./zhanzhuye/zhanzhuye-page').then((m) => ({ default: m.ZhanzhuyePage }))) },
];
