import { revalidateStartupCache, type AppStore } from '@h5/api-client';
import { startPreviousLoginNotice } from '@h5/feature-kit';
import { afterLoad } from '../startup/after-load';
import { whenIdle } from '../startup/idle';
import { followVisitUrl } from '../startup/visit-redirect';

/**
 * The after-load chunk: main.tsx imports it once the page has loaded, so no byte of it is in the
 * first paint. It asks again for the start-up data the page carried once the main thread is idle
 * (one batch, one store update at most: api-client's startup/revalidate.ts), starts what the page
 * needs soon (startup/after-load.ts), goes to the site's visit address when it is another one
 * (startup/visit-redirect.ts, once idle), and loads the member's live parts (member-live.ts) only
 * once there is a session: at once for a member's tab, at login for a visitor. 上次登录 after a
 * login (feature-kit's previous-login-watch.ts, docs/security.md "Sessions") watches from here,
 * before any session: it must see the visitor's login happen; its dialog is a chunk of its own.
 */
export function startAfterLoad(store: AppStore, { revalidate }: { revalidate: boolean }): () => void {
  afterLoad();
  whenIdle(() => void followVisitUrl(store));
  if (revalidate) whenIdle(() => void revalidateStartupCache(store.dispatch));
  const stopPreviousLogin = startPreviousLoginNotice(store);
  const stopSession = followSession(store);
  return () => {
    stopPreviousLogin();
    stopSession();
  };
}

/** Loads and starts member-live.ts with the first session; the stop ends it (or the wait for it). */
export function followSession(store: AppStore, load = () => import('./member-live')): () => void {
  let stopLive: (() => void) | null = null;
  let stopped = false;
  let unsubscribe: () => void = () => undefined;
  const check = () => {
    if (stopped || !store.getState().session.token) return;
    unsubscribe();
    load().then(
      (m) => {
        if (!stopped) stopLive = m.startMemberLive(store);
      },
      // Its chunk failed (a flaky network): the money polls serve, and the next store update tries again.
      () => {
        if (!stopped) unsubscribe = store.subscribe(check);
      },
    );
  };
  unsubscribe = store.subscribe(check);
  check();
  return () => {
    stopped = true;
    unsubscribe();
    stopLive?.();
  };
}
