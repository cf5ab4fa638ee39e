import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@h5/api-client';
import { requiresLogin } from '@h5/routing';
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
  if (!loggedIn && requiresLogin(route.path)) return <LoginRedirect />;
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
