import { ROUTES } from '@h5/routing';
import { useNavigate } from 'react-router-dom';

/** Whether the router has an earlier entry of this app to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Back to the previous screen, or home when the page was opened directly (a shared link). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => (canGoBack() ? navigate(-1) : navigate(ROUTES.home, { replace: true }));
}
