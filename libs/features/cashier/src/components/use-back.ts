import { ROUTES } from '@h5/routing';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The back arrow: the previous screen, or / when the page was opened directly (a shared
 * link, a reload of the first page) so 返回 never leaves the site. React Router keys the
 * first location of a session 'default'.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => (key === 'default' ? navigate(ROUTES.home, { replace: true }) : navigate(-1)), [key, navigate]);
}
