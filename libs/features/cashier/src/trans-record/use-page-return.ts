import { useEffect, useState } from 'react';

/** A tab switch fires both visibilitychange and focus: one return counts once. */
const SAME_RETURN_MS = 1000;

/**
 * Counts the player's returns to the page (it becomes visible or gets the focus again), the
 * moments RTK Query refetches its focused queries. /transRecord has no poll in spec §9; its
 * list is local pages, so it starts over on a return to show an operator's decision made
 * meanwhile (a deposit approved while the player was on the payment site or another app).
 */
export function usePageReturns(): number {
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    let last = 0;
    const back = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last < SAME_RETURN_MS) return;
      last = now;
      setReturns((n) => n + 1);
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
  return returns;
}
