import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where back and forward return to: set once the page has loaded (routes/scroll-memory.ts, in
 * the after-load chunk: none of it in the first paint). Until then every page starts at the top.
 */
export const scrollBack: { to?: (key: string) => () => void } = {};

/**
 * Every navigation starts at the top of the new page (docs/product.md §2); back and forward
 * return to where the player was on that entry.
 */
export function ScrollToTop() {
  const { key, pathname, search } = useLocation();
  const pop = useNavigationType() === 'POP';
  useLayoutEffect(() => {
    if (pop && scrollBack.to) return scrollBack.to(key);
    window.scrollTo(0, 0);
    // Only a new page moves the scroll: a tab kept in the entry (a replace: a new key) does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);
  return null;
}
