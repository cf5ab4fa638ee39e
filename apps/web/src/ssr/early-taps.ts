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
 * part at once if it can), and holdUnhydratedTaps takes the taps it would drop. Call right
 * before hydrateRoot/createRoot. Without the inline script: no taps.
 */
export function takeEarlyTaps(win: Window): Element[] {
  const stop = (win as EarlyTapsWindow).__h5StopEarlyTaps;
  if (typeof stop !== 'function') return [];
  delete (win as EarlyTapsWindow).__h5StopEarlyTaps;
  return [...stop()];
}

/**
 * React has hydrated this node: it keeps its props on the DOM node under a `__reactProps$…`
 * key (set when its part of the page is rendered, before that part commits).
 */
export function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactProps$'));
}

/** Taps the buttons again once hydrated (replay-early-taps.ts, loaded only when there are taps). */
export const tapWhenHydrated = (taps: Element[]): Promise<void> => import('./replay-early-taps').then((m) => m.replayEarlyTaps(taps));

/**
 * Taps after hydrateRoot on a part of the server's HTML that React has not hydrated yet: React
 * hydrates such a part at once when it can, but drops the click when the part's lazy code has
 * not come. Such a tap on a button never reaches React: it is tapped again once React has
 * hydrated the button, exactly as the taps from before the app ran. Buttons React owns are
 * left alone (every button in #root is React's: RichHtml's sanitizer forbids them). Returns
 * the stop.
 */
export function holdUnhydratedTaps(win: Window, root: Element): () => void {
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button[type=button]');
    if (!button || !root.contains(button) || isHydrated(button)) return;
    event.stopPropagation();
    void tapWhenHydrated([button]);
  };
  win.addEventListener('click', hold, true);
  return () => win.removeEventListener('click', hold, true);
}
