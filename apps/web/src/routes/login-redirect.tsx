import { Navigate, useLocation } from 'react-router-dom';
import { links } from '@h5/routing';

/** To /login, remembering the full path (with its query) to come back to after login. */
export function LoginRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={links.login({ redirect: pathname + search })} replace />;
}
