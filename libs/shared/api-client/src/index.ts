export { baseApi, TAG_TYPES } from './base-api';
export type { TagType } from './base-api';
export { baseQuery } from './base-query';
export type { ApiClientExtra, ApiMeta, ApiRequest, AppBaseQuery } from './base-query';
export { errorMessage, isApiError } from './api-error';
export type { ApiError } from './api-error';
export { createAppStore } from './store';
export type { AppDispatch, AppStore, RootState, StoreOptions } from './store';
export {
  initialSessionState,
  loggedIn,
  loggedOut,
  selectIsLoggedIn,
  selectSessionExpired,
  selectToken,
  sessionExpired,
  sessionSlice,
} from './session/session-slice';
export type { RootWithSession, SessionState } from './session/session-slice';
export { CACHE_KEYS, clearAllStorage, readCache, readToken, TOKEN_KEY, writeCache, writeToken } from './session/storage';
export type { CacheKey } from './session/storage';
export { messages as apiClientMessages } from './messages';
export { accountApi, useBalanceQuery, useRefreshUserMoneyMutation, useUserQuery } from './endpoints/account-api';
export {
  contentApi,
  useAppInfoQuery,
  useBannersQuery,
  useConciseGamesQuery,
  useGameListQuery,
  useGameUrlMutation,
  useHomeNoticesQuery,
  useServiceUrlQuery,
  useVisitUrlQuery,
} from './endpoints/content-api';
export { sessionApi, useLoginMutation, useLogoffMutation, useRegisterMutation } from './endpoints/session-api';
export { useTransferAllMutation, walletApi } from './endpoints/wallet-api';
