import { ROUTES, type RoutePath } from '@h5/routing';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Whether the router holds an earlier entry of this app to go back to: React Router numbers
 * its history entries (`idx`), and keeps the number in the browser's history state, so it
 * survives a reload; 0 is the page the visit started on (a shared link, a typed address).
 */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The back arrow of every screen: the previous screen, or `fallback` when the screen was the
 * first of the visit, so 返回 never leaves the site. A screen reached from /mine (the
 * account screens) passes ROUTES.mine; the rest fall back to the home page.
 */
export function useBack(fallback: RoutePath = ROUTES.home): () => void {
  const navigate = useNavigate();
  return useCallback(() => (canGoBack() ? navigate(-1) : navigate(fallback, { replace: true })), [navigate, fallback]);
}
