import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// Where each history entry was scrolled to, by the entry's key (this tab's session only).
const scrolled = new Map<string, number>();
// A screen coming back may still be growing (its pictures, a list's first rows): try a few frames.
const RESTORE_FRAMES = 20;

/**
 * Every navigation starts at the top of the new page (docs/product.md §2); back and forward
 * return to where the player was on that entry. The browser's own restoration is off: it runs
 * at popstate, before the screen it would scroll has rendered.
 */
export function ScrollToTop() {
  const { key, pathname, search } = useLocation();
  const target = useNavigationType() === 'POP' ? (scrolled.get(key) ?? 0) : 0;
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    let frames = RESTORE_FRAMES;
    let frame = 0;
    const scroll = () => {
      window.scrollTo(0, target);
      if (window.scrollY < target && --frames > 0) frame = requestAnimationFrame(scroll);
    };
    scroll();
    return () => cancelAnimationFrame(frame);
    // Only a new page moves the scroll: a tab kept in the entry (a replace: a new key) does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);
  useLayoutEffect(() => {
    const keep = () => scrolled.set(key, window.scrollY);
    keep();
    addEventListener('scroll', keep, { passive: true });
    return () => removeEventListener('scroll', keep);
  }, [key]);
  return null;
}
