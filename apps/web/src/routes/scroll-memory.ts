import { scrollBack } from './scroll-to-top';

// A screen coming back may still be growing (its pictures, a list's first rows): try a few frames.
const RESTORE_FRAMES = 20;

/** The history entry's key as the router keeps it in history.state ('default' for the first). */
function entryKey(win: Window): string {
  const state = win.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'default';
}

/**
 * Remembers how far each history entry was scrolled (this tab's visit only) and gives
 * ScrollToTop the way back to it. The browser's own restoration is off: it runs at popstate,
 * before the screen it would scroll has rendered.
 */
export function rememberScroll(win: Window): void {
  const scrolled = new Map<string, number>();
  win.history.scrollRestoration = 'manual';
  win.addEventListener('scroll', () => scrolled.set(entryKey(win), win.scrollY), { passive: true });
  scrollBack.to = (key) => {
    const target = scrolled.get(key) ?? 0;
    let frames = RESTORE_FRAMES;
    let frame = 0;
    const scroll = () => {
      win.scrollTo(0, target);
      if (win.scrollY < target && --frames > 0) frame = win.requestAnimationFrame(scroll);
    };
    scroll();
    return () => win.cancelAnimationFrame(frame);
  };
}
