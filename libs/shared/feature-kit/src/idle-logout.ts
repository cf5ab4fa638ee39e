import { loggedOut, securityApi, sessionApi, type AppStore } from '@h5/api-client';
import { showToast } from '@h5/ui-kit';
import { idleLogoutText } from './idle-logout-messages';

/**
 * The idle logout the member chose on 账户安全 (off, 15 min, 1 h, 4 h; docs/security.md
 * "Sessions"), on the device. The server ends a session that made no call for that long, but an
 * open page calls every few seconds (the balance poll, live money), so only the page knows the
 * player stopped touching it: after that long without a tap, a key or a scroll it logs out
 * (logoff, so the session ends on the server too) and the shell shows /login with a note.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export interface IdleClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

// The store's type names the tags of the base API only; the security endpoints are injected into it.
type SecurityState = Parameters<ReturnType<typeof securityApi.endpoints.securityOverview.select>>[0];
/** The member's 账户安全 overview as the store holds it (undefined until it arrives). */
export const overviewIn = (store: AppStore) => securityApi.endpoints.securityOverview.select()(store.getState() as SecurityState).data;

/** Follows the session and the member's choice; answers a stop function. */
export function startIdleLogout(store: AppStore, win: Window = window, clock: IdleClock = realClock): () => void {
  let token: string | null = null;
  let overview: { unsubscribe: () => void } | null = null;
  let timer: unknown = null;
  let lastInput = clock.now();
  let armedFor = 0;

  const minutes = () => (token ? (overviewIn(store)?.idle_minutes ?? 0) : 0);
  const disarm = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    armedFor = 0;
  };
  const logOut = async () => {
    disarm();
    await store.dispatch(sessionApi.endpoints.logoff.initiate());
    store.dispatch(loggedOut());
    showToast(idleLogoutText());
  };
  const check = () => {
    timer = null;
    const limit = minutes() * 60_000;
    if (limit === 0) return disarm();
    const left = lastInput + limit - clock.now();
    if (left <= 0) return void logOut();
    armedFor = limit;
    timer = clock.setTimeout(check, left);
  };
  const onInput = () => {
    lastInput = clock.now();
  };
  // A phone that slept runs no timer: look again when the page shows.
  const onVisible = () => {
    if (win.document.visibilityState === 'visible' && armedFor > 0) {
      disarm();
      check();
    }
  };
  const follow = () => {
    const next = store.getState().session.token;
    if (next !== token) {
      token = next;
      overview?.unsubscribe();
      overview = null;
      disarm();
      lastInput = clock.now();
      if (token) overview = store.dispatch(securityApi.endpoints.securityOverview.initiate());
    }
    // The choice changed (or arrived): start again from the last input.
    if (minutes() * 60_000 !== armedFor) {
      disarm();
      check();
    }
  };

  for (const type of INPUT_EVENTS) win.addEventListener(type, onInput, { capture: true, passive: true });
  win.document.addEventListener('visibilitychange', onVisible);
  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    disarm();
    overview?.unsubscribe();
    for (const type of INPUT_EVENTS) win.removeEventListener(type, onInput, { capture: true });
    win.document.removeEventListener('visibilitychange', onVisible);
  };
}
