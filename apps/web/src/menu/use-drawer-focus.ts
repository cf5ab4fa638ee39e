import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The drawer stays mounted while closed, so focus follows `open`: on opening the panel
 * takes focus and Tab / Shift+Tab cycle inside it (it is aria-modal); on closing focus goes
 * back to what had it before (the menu button), never to the page's top.
 */
export function useDrawerFocus(panel: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last || !root.contains(current)) {
        event.preventDefault();
        (first ?? root).focus();
      } else if (event.shiftKey && (current === first || current === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [panel, open]);
}
