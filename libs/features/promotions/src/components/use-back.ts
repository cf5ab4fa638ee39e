import { ROUTES } from '@h5/routing';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Whether the router has an earlier entry of this app to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The back arrow: the previous screen, or / when the page was opened directly (no dead end). */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => (canGoBack() ? navigate(-1) : navigate(ROUTES.home, { replace: true })), [navigate]);
}
