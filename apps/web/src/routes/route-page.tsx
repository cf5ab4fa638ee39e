import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { selectIsLoggedIn, selectWithdrawOnlyUntil } from '@h5/api-client';
import { allowedWithdrawOnly, requiresLogin, ROUTES } from '@h5/routing';
import { useHydrated } from '@h5/ui-kit';
import { LoginRedirect } from './login-redirect';
import { PageFallback } from '../layout/page-fallback';
import { ErrorBoundary } from '../recovery/error-boundary';
import type { ShellRoute } from './shell-route';

/**
 * One feature page: behind the login guard when its path needs a session, loaded lazily,
 * inside the screen's one main landmark (header, menu, tab bar and dialogs stay outside it),
 * so no feature page adds its own <main>. A page that fails shows the error state there alone.
 */
export function RoutePage({ route }: { route: ShellRoute }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const withdrawOnly = useSelector(selectWithdrawOnlyUntil) !== null;
  // The server's HTML of / is hydrated as it is (it cannot see the session); the redirect follows.
  const hydrated = useHydrated();
  if (!loggedIn && requiresLogin(route.path)) return <LoginRedirect />;
  // A withdraw-only session (docs/api.md, Player protection) sees only the screens it can use; the server refuses the rest.
  if (withdrawOnly && hydrated && !allowedWithdrawOnly(route.path)) return <Navigate to={ROUTES.withdrawal} replace />;
  const { Page } = route;
  return (
    <main>
      {/* Keyed by path: another page starts without the last one's error. */}
      <ErrorBoundary key={route.path} area="page">
        <Suspense fallback={<PageFallback />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
