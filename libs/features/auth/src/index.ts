import { ROUTES } from '@h5/routing';
import { lazy } from 'react';

/** The auth feature's routes for the shell; the page is its own chunk. */
export const authRoutes = [{ path: ROUTES.login, Page: lazy(() => import('./pages/login-page')) }];
