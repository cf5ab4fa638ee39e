/** What the idle helpers need of the browser's window (a fake in tests). */
export type IdleWindow = Pick<Window, 'setTimeout'> & { requestIdleCallback?: Window['requestIdleCallback'] };

/** How long work waits for an idle period at most: a page kept busy still gets it done. */
export const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `work` once the main thread is idle (requestIdleCallback), so start-up work that no first
 * tap needs never lengthens a task the page needs (docs/performance.md, "Start-up cost by
 * feature"). Where the browser has no idle callbacks (Safari), a task of its own shortly after.
 */
export function whenIdle(work: () => void, win: IdleWindow = window, timeout = IDLE_TIMEOUT_MS): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => work(), { timeout });
  else win.setTimeout(work, 1);
}
