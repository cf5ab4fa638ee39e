import {
  OVERLAY_MARK as MARK,
  onOverlayScreenChange,
  overlayScreen,
  pageIsLeaving,
  resetLeavingForTests,
  setOverlayScreen,
} from './overlay-screen';

/**
 * Every open overlay (dialog, confirm, popup, picker, the menu) belongs to the screen it opened
 * on and holds one history entry, so the phone's back closes the top one and stays on the screen
 * (docs/architecture.md §8). The entry is the screen's own address and state plus a marker; the
 * router sees the same location on it. ui-kit has no router: the shell reports the screen
 * (`setOverlayScreen`) and turns a push made while a marker is on top into a replace
 * (`overlayEntryOnTop`), so a navigation out of an overlay leaves no entry behind.
 */

// Markers of another page load (a reload on an overlay's entry) must not match this one's.
const LOAD = Math.random().toString(36).slice(2, 8);
// A back whose popstate never comes (nothing to go back to) does not hold a confirm for ever.
const BACK_TIMEOUT_MS = 400;

export interface OverlayEntry {
  readonly key: string;
  readonly screen: string;
  close: () => void;
  /** 'releasing' between a cleanup and the microtask that ends it (StrictMode sets up again). */
  state: 'open' | 'releasing' | 'closed';
  /** Its entry is in the history (it waits while the back of an overlay that closed lands). */
  pushed: boolean;
}

let stack: OverlayEntry[] = [];
let count = 0;
let installed = false;
let pendingBacks = 0;
let idleWaiters: Array<() => void> = [];

const markerOf = (state: unknown): string | undefined =>
  state && typeof state === 'object' && MARK in state ? String((state as Record<string, unknown>)[MARK]) : undefined;

// Overlays of another screen close when the screen changes, newest first.
function endScreen(next: string) {
  for (const entry of [...stack].reverse()) if (entry.screen !== next) closeEntry(entry);
}

function closeEntry(entry: OverlayEntry) {
  stack = stack.filter((other) => other !== entry);
  if (entry.state === 'closed') return;
  entry.state = 'closed';
  entry.close();
}

function goBack() {
  // A back now would cancel the reload or departure under way.
  if (pageIsLeaving()) return;
  pendingBacks += 1;
  const timer = setTimeout(settleBack, BACK_TIMEOUT_MS);
  backTimers.push(timer);
  window.history.back();
}
const backTimers: Array<ReturnType<typeof setTimeout>> = [];

function settleBack() {
  if (pendingBacks === 0) return;
  pendingBacks -= 1;
  clearTimeout(backTimers.shift());
  if (pendingBacks > 0) return;
  const waiters = idleWaiters;
  idleWaiters = [];
  for (const resolve of waiters) resolve();
}

// Back (or forward) landed on an entry: every overlay above it closes. An overlay's entry that
// is no longer open (left by a reload, or reached by forward) is stepped over at once.
function onPopState(event: PopStateEvent) {
  const ours = pendingBacks > 0;
  const marker = markerOf(event.state);
  const below = stack.findIndex((entry) => entry.key === marker);
  for (const entry of stack.slice(below + 1).reverse()) if (entry.pushed) closeEntry(entry);
  if (ours) settleBack();
  if (marker !== undefined && below === -1) goBack();
}

function install() {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', onPopState);
  onOverlayScreenChange(endScreen);
}

/** Opens an overlay: one history entry on the current screen, closed by `close` on back. */
export function openOverlay(close: () => void): OverlayEntry {
  install();
  count += 1;
  const entry: OverlayEntry = { key: `${LOAD}-${count}`, screen: overlayScreen(), close, state: 'open', pushed: false };
  stack.push(entry);
  const push = () => {
    if (entry.state === 'closed') return;
    entry.pushed = true;
    const current = window.history.state as Record<string, unknown> | null;
    window.history.pushState({ ...(current ?? {}), [MARK]: entry.key }, '');
  };
  // A push while a back is on its way would be undone by it (安全退出 closes the menu and opens
  // its confirm in one tap): the entry goes in once the back has landed.
  if (pendingBacks > 0) idleWaiters.push(push);
  else push();
  return entry;
}

/**
 * The overlay closed by itself (its button, its action) or unmounted: its entry goes (one back,
 * when it is still the top one), once this task's effects have run. An entry set up again in
 * the meantime (StrictMode's second effect) is kept: see `reviveOverlay`.
 */
export function releaseOverlay(entry: OverlayEntry): void {
  if (entry.state !== 'open') return;
  entry.state = 'releasing';
  queueMicrotask(() => {
    if (entry.state !== 'releasing') return;
    entry.state = 'closed';
    stack = stack.filter((other) => other !== entry);
    if (markerOf(window.history.state) === entry.key) goBack();
  });
}

/** StrictMode's cleanup and set-up in one commit: the same entry, no second push. */
export function reviveOverlay(entry: OverlayEntry | null, close: () => void): entry is OverlayEntry {
  if (entry?.state !== 'releasing') return false;
  entry.state = 'open';
  entry.close = close;
  return true;
}

/**
 * Resolves once the backs of overlays that just closed have landed, so an action that follows
 * (去绑定 → /wallet) navigates from the screen's own entry, not the overlay's.
 */
export function overlayHistoryIdle(): Promise<void> {
  return new Promise((resolve) => {
    // After the release microtasks of the overlays that closed in this task.
    queueMicrotask(() =>
      queueMicrotask(() => {
        if (pendingBacks === 0) resolve();
        else idleWaiters.push(resolve);
      }),
    );
  });
}

/** Tests only: forget every overlay and the screen. */
export function resetOverlaysForTests(): void {
  stack = [];
  resetLeavingForTests();
  setOverlayScreen('');
  pendingBacks = 0;
  idleWaiters = [];
  backTimers.splice(0).forEach(clearTimeout);
}
