import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { guardNavigation } from '@h5/domain';
import { showToast } from '@h5/ui-kit';

/** Navigates to an in-app link, or says 已在当前页面！ when the link is the page shown. */
export function useGo(): (target: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (target: string) => {
      const outcome = guardNavigation(pathname + search, target);
      if (outcome) showToast(outcome.message);
      else navigate(target);
    },
    [navigate, pathname, search],
  );
}
