import { ROUTES } from '@h5/routing';
import { lazy } from 'react';

/** Routes of the games feature; each page is its own chunk. */
export const gamesRoutes = [{ path: ROUTES.home, Page: lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage }))) }];
