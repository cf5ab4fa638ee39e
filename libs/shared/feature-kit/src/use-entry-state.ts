import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A choice on a screen (a tab, a pay way) kept in the browser's history entry of that screen, so
 * back to it shows the screen as the player left it (docs/architecture.md §4). The address stays
 * as it is (nothing to share or bookmark, no scroll to the top); a new visit starts from the
 * default. `accept` says which stored values are still valid (history outlives a build).
 */
export function useEntryState<T>(key: string, accept: (value: unknown) => value is T): [T | undefined, (next: T) => void] {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const stored: unknown = state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
  const set = useCallback(
    (next: T) => {
      const kept = state && typeof state === 'object' ? state : {};
      navigate({ pathname, search }, { replace: true, state: { ...kept, [key]: next } });
    },
    [navigate, pathname, search, state, key],
  );
  return [accept(stored) ? stored : undefined, set];
}
