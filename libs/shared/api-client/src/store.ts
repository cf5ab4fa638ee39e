import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, provideBaseQuery } from './base-api';
import { baseQuery, type ApiClientExtra } from './base-query';
import { moneyReducer } from './money/money-slice';
import { initialSessionState, sessionSlice } from './session/session-slice';
import { readToken, readWithdrawOnlyUntil } from './session/storage';

// Made per store, not when the module loads: combineReducers runs every reducer to check its
// shape, work that would otherwise sit in the page's module-evaluation task.
const createRootReducer = () =>
  combineReducers({
    session: sessionSlice.reducer,
    money: moneyReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  });
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

export interface StoreOptions extends ApiClientExtra {
  /** Defaults to the token kept in sessionStorage. */
  token?: string | null;
  /** A withdraw-only session's end (docs/api.md, Player protection); defaults to the one kept beside a stored token. */
  withdrawOnlyUntil?: string | null;
  /** Extra middleware, e.g. the shell's session listener. */
  middleware?: Middleware[];
}

/** The app's store: session, the money figures (money/money-slice.ts) + RTK Query cache, focus/online listeners for refetching. */
export function createAppStore(options: StoreOptions = {}) {
  const { token = readToken(), middleware = [], ...extra } = options;
  provideBaseQuery(baseQuery);
  const withdrawOnlyUntil = options.withdrawOnlyUntil ?? (options.token === undefined ? readWithdrawOnlyUntil() : null);
  const store = configureStore({
    reducer: createRootReducer(),
    preloadedState: { session: { ...initialSessionState, token, withdrawOnlyUntil } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware, ...middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
