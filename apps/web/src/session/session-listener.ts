import { createListenerMiddleware } from '@reduxjs/toolkit';
import {
  accountApi,
  baseApi,
  CACHE_KEYS,
  clearAllStorage,
  contentApi,
  loggedIn,
  loggedOut,
  readCache,
  sessionExpired,
  writeCache,
  writeToken,
} from '@h5/api-client';
import { ROUTES } from '@h5/routing';
import type { ShellNavigator } from './navigator';

export interface SessionListenerDeps {
  navigator: ShellNavigator;
  /** Resolves when the player confirms the 认证失败 dialog. */
  showExpiredDialog?: () => Promise<void>;
}

// The dialog code (antd-mobile Dialog) stays off the first paint; it is needed only on a 401.
const lazyExpiredDialog = () => import('./session-expired-dialog').then((m) => m.showSessionExpiredDialog());

/**
 * The shell's reaction to the session: storage as docs/product.md §3, logout and expiry cleanup.
 * Features only dispatch loggedIn / loggedOut; baseQuery dispatches sessionExpired once.
 */
export function createSessionListener({ navigator, showExpiredDialog = lazyExpiredDialog }: SessionListenerDeps) {
  const listener = createListenerMiddleware();

  listener.startListening({
    actionCreator: loggedIn,
    effect: (action, api) => {
      writeToken(action.payload);
      // The member's profile is kept in localStorage (userInfo) by the matcher below.
      void api.dispatch(accountApi.endpoints.user.initiate(undefined, { subscribe: false, forceRefetch: true }));
    },
  });

  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      clearAllStorage();
      // Nothing the last member saw may show for the next one.
      api.dispatch(baseApi.util.resetApiState());
      navigator.go(ROUTES.login);
    },
  });

  listener.startListening({
    actionCreator: sessionExpired,
    effect: async (_action, api) => {
      await showExpiredDialog();
      api.dispatch(loggedOut());
    },
  });

  listener.startListening({
    matcher: accountApi.endpoints.user.matchFulfilled,
    effect: (action) => writeCache(CACHE_KEYS.userInfo, action.payload),
  });

  listener.startListening({
    // refreshusermoney answers the user without some ranking fields: merge, don't replace.
    matcher: accountApi.endpoints.refreshUserMoney.matchFulfilled,
    effect: (action) => writeCache(CACHE_KEYS.userInfo, { ...readCache<object>(CACHE_KEYS.userInfo), ...action.payload }),
  });

  listener.startListening({
    matcher: contentApi.endpoints.appInfo.matchFulfilled,
    effect: (action) => writeCache(CACHE_KEYS.appInfo, action.payload),
  });

  return listener.middleware;
}
