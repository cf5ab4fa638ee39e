import { securityApi, type AppStore } from '@h5/api-client';

const onLogin = (win: Window) => win.location.hash.startsWith('#/login');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the login may take to leave /login (it loads the member first). */
const LEAVE_LOGIN_MS = 15_000;

/**
 * 上次登录 after a login made on this page (docs/security.md "Sessions"). The shell starts it
 * in the after-load chunk, so neither / nor /login carries a byte of it: a token present when the
 * page opened is a reload, not a login. Once the login has left /login (the dialog belongs to
 * the screen it opens on) the notice's own chunk (./previous-login.tsx) shows it.
 */
export function startPreviousLoginNotice(store: AppStore, win: Window = window): () => void {
  let token = store.getState().session.token;
  let stopped = false;

  const notice = async (loginToken: string) => {
    const answer = await store.dispatch(securityApi.endpoints.securityOverview.initiate(undefined, { subscribe: false }));
    const deadline = Date.now() + LEAVE_LOGIN_MS;
    while (onLogin(win) && Date.now() < deadline && !stopped) await pause(100);
    if (stopped || !answer.data || onLogin(win) || store.getState().session.token !== loginToken) return;
    const { showPreviousLogin } = await import('./previous-login');
    await showPreviousLogin(answer.data, store.dispatch, (to) => {
      win.location.hash = `#${to}`;
    });
  };

  const unsubscribe = store.subscribe(() => {
    const next = store.getState().session.token;
    if (next === token) return;
    const loggedInHere = token === null && next !== null;
    token = next;
    if (loggedInHere) void notice(next).catch(() => undefined);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
