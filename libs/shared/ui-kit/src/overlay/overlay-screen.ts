/**
 * The part of the overlay layer the first paint needs (docs/architecture.md §8): which screen is
 * shown, and whether the browser's entry is an overlay's. The history logic itself
 * (overlay-stack.ts) loads with the first overlay, off the first paint.
 */

export const OVERLAY_MARK = 'h5Overlay';

let screen = '';
const listeners = new Set<(next: string) => void>();

/** The screen overlays opened now belong to. */
export const overlayScreen = (): string => screen;

/**
 * The shell calls it with the route's path on every navigation: the last screen's overlays close
 * and its toasts go (their modules listen, once loaded).
 */
export function setOverlayScreen(next: string): void {
  if (next === screen) return;
  screen = next;
  listeners.forEach((listener) => listener(next));
}

export const onOverlayScreenChange = (listener: (next: string) => void) => listeners.add(listener);

/** Whether the browser's current entry is an overlay's: a navigation then replaces it. */
export function overlayEntryOnTop(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && OVERLAY_MARK in state;
}

let leaving = false;

/**
 * The page is about to reload or leave (a language picked): overlays that close now take no back
 * step, which would cancel that navigation. Their entries, left in the history, are stepped over
 * when back reaches them.
 */
export function leavingPage(): void {
  leaving = true;
}

export const pageIsLeaving = (): boolean => leaving;

/** Tests only. */
export const resetLeavingForTests = (): void => void (leaving = false);
