import { useEffect, type RefObject } from 'react';

// Hand-written rather than the focus-trap package: focus-trap with tabbable is ~7.1 kB gzip
// against well under 1 kB here, and it would ride in the lazy chunks of the dialog (the 401
// alert, every confirm) and of the menu drawer, both opened on phones, for the two things
// they need: Tab cycling inside and focus given back on close.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getAttribute('aria-hidden') !== 'true');

/**
 * While `active` (a dialog passes nothing: it is active while mounted; the menu drawer, which
 * stays mounted while closed, passes whether it is open): the container takes focus, Tab and
 * Shift+Tab cycle inside it, and when it stops being active focus goes back to whatever had it
 * before (the button that opened it), so a keyboard or screen-reader user never lands on the
 * page behind the mask. No focus move scrolls the page (the opener is where it was).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active = true): void {
  useEffect(() => {
    if (!active || !container.current) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    container.current.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key !== 'Tab' || !root) return;
      const items = focusablesIn(root);
      const current = document.activeElement;
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (!root.contains(current)) {
        event.preventDefault();
        first.focus();
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
  }, [container, active]);
}
