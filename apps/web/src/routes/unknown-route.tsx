import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '@h5/api-client';
import { FALLBACK_PATH, requiresLogin } from '@h5/routing';
import { LoginRedirect } from './login-redirect';

/**
 * Paths no feature serves go to / (docs/product.md §2). A members-only path still asks a visitor to
 * log in first, so the login guard holds for screens that are not built yet too.
 */
export function UnknownRoute() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  if (!loggedIn && requiresLogin(pathname)) return <LoginRedirect />;
  return <Navigate to={FALLBACK_PATH} replace />;
}
