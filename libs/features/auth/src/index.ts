import { ROUTES } from '@h5/routing';
import { lazyWithRetry } from '@h5/ui-kit';

/** The auth feature's routes for the shell; the page is its own chunk. */
export const authRoutes = [{ path: ROUTES.login, Page: lazyWithRetry(() => import('./login/login-page')) }];
