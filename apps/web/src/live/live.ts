import { revalidateStartupCache, startLiveMoney as startStream, type AppStore } from '@h5/api-client';
import { startIdleLogout, startPreviousLoginNotice } from '@h5/feature-kit';
import { startRealityCheck } from '../reality-check/start';
import { afterLoad } from '../startup/after-load';

/**
 * Live money (docs/api.md, Live money): the shell's lazy entry to the stream. main.tsx imports this after the
 * page has loaded, so the stream's code and its SSE parser are a chunk of their own and no byte
 * of them is in the first paint. startLiveMoney follows the session itself: it opens the stream
 * at login and while the page is visible, and closes it at logout, on a 401 and when hidden.
 *
 * The reality check (docs/api.md, Player protection) starts here too, for the same reason: its watcher rides in this
 * chunk and loads the dialog's own chunk only once a member logs in, so / and /login carry no
 * byte of it (a second import in main.tsx cost 0.05 kB gzip of the first paint). So do the
 * error state's preload and reduced motion (startup/after-load.ts), the member's idle logout and
 * 上次登录 after a login (feature-kit's idle-logout.ts and previous-login-watch.ts, docs/security.md
 * "Sessions").
 */
export function startLiveMoney(store: AppStore): () => void {
  afterLoad();
  const stopRealityCheck = startRealityCheck(store);
  const stopStream = startStream(store);
  const stopIdleLogout = startIdleLogout(store);
  const stopPreviousLogin = startPreviousLoginNotice(store);
  return () => {
    stopRealityCheck();
    stopStream();
    stopIdleLogout();
    stopPreviousLogin();
  };
}

/**
 * What main.tsx starts once the page has loaded: live money and the reality check at once, and,
 * when the page carried start-up data, asking for it again once the main thread is idle (one
 * batch, one store update at most: api-client's startup/revalidate.ts).
 */
export function startAfterLoad(store: AppStore, { revalidate }: { revalidate: boolean }): () => void {
  if (revalidate) {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void revalidateStartupCache(store.dispatch), { timeout: 5000 });
  }
  return startLiveMoney(store);
}
