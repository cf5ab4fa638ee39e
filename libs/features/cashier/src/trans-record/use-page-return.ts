import { useEffect, useRef } from 'react';

/** A tab switch fires both visibilitychange and focus: one return counts once. */
const SAME_RETURN_MS = 1000;

/**
 * Calls `onReturn` when the player returns to the page (it becomes visible or gets the focus
 * again), the moments RTK Query refetches its focused queries. /transRecord has no poll in
 * docs/product.md §9; its list is local pages, so it refreshes on a return to show an operator's
 * decision made meanwhile (a deposit approved while the player was on the payment site or
 * another app).
 */
export function usePageReturn(onReturn: () => void): void {
  // The latest callback without re-subscribing: a filter change gives a new one.
  const latest = useRef(onReturn);
  latest.current = onReturn;
  useEffect(() => {
    let last = 0;
    const back = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last < SAME_RETURN_MS) return;
      last = now;
      latest.current();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
}
