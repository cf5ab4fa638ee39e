/**
 * Taps on the server's HTML before React has taken over the page. Links work on their own
 * (their href moves the hash), but a button does nothing until React listens: index.html's
 * first inline script collects the buttons tapped meanwhile, and the app taps them again once
 * it has hydrated (replay-early-taps.ts, loaded only when there are any), so a player who picks
 * a game category while the code loads is not ignored.
 */

/** What index.html's first inline script leaves on window. */
interface EarlyTapsWindow {
  /** Stops collecting and returns the buttons tapped so far, oldest first. */
  __h5StopEarlyTaps?: () => Element[];
}

/**
 * Stops collecting: from hydrateRoot on, React listens and handles a tap itself (hydrating its
 * part at once if it can), so collecting longer could tap a button twice. Call right before
 * hydrateRoot/createRoot. Without the inline script: no taps.
 */
export function takeEarlyTaps(win: Window): Element[] {
  const stop = (win as EarlyTapsWindow).__h5StopEarlyTaps;
  if (typeof stop !== 'function') return [];
  delete (win as EarlyTapsWindow).__h5StopEarlyTaps;
  return [...stop()];
}
