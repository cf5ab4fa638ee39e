import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, type RoutePath } from '@h5/routing';

/**
 * The back arrow of every screen: the previous screen, or `fallback` when the screen was the
 * first of the visit (a shared link, a typed address), so 返回 never leaves the site. A screen
 * reached from /mine (the account screens) passes ROUTES.mine; the rest fall back to home.
 *
 * React Router keys the first location of a visit 'default' and keeps every later key in the
 * browser's history state, so a reload in the middle of a visit still goes back. The key, not
 * the history index (`history.state.idx`), because every router has it: the memory router of
 * tests and stories has no browser history to number.
 */
export function useBack(fallback: RoutePath = ROUTES.home): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => (key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1)), [key, navigate, fallback]);
}
