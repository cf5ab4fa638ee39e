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
  selectWithdrawOnlyUntil,
  sessionExpired,
  sessionSlice,
  withdrawOnly,
} from './session/session-slice';
export type { RootWithSession, SessionState } from './session/session-slice';
export { useLogout } from './session/use-logout';
export type { AskPlayer } from './session/use-logout';
export {
  CACHE_KEYS,
  clearAllStorage,
  readCache,
  readToken,
  readWithdrawOnlyUntil,
  TOKEN_KEY,
  WITHDRAW_ONLY_KEY,
  writeCache,
  writeToken,
} from './session/storage';
export type { CacheKey } from './session/storage';
export { readMessageNum, unreadMessages, useUnreadMessageCount, writeMessageNum } from './session/message-num';
export { lastRecordType, rememberRecordType } from './session/last-record-type';
export { messages as apiClientMessages } from './messages';
export { isStartupData, seedStartupCache, seedStartupCacheInPieces } from './startup/startup-data';
export { revalidateStartupCache } from './startup/revalidate';
export type { StartupData } from './startup/startup-data';
export { accountApi, useBalanceQuery, useRefreshUserMoneyMutation, useTransferAllMutation, useUserQuery } from './endpoints/account-api';
export {
  profileApi,
  useApplyAgentMutation,
  useArticleQuery,
  useEditPasswordMutation,
  useEditPayPasswordMutation,
  useBetRecordsInfiniteQuery,
  useSiteMessagePagesInfiniteQuery,
  useSiteMessagesQuery,
  useUpdateUserInfoMutation,
  useUploadAvatarMutation,
} from './endpoints/profile-api';
export {
  contentApi,
  useAppInfoQuery,
  useBannersQuery,
  useGameListQuery,
  useHomeNoticesQuery,
  useServiceUrlQuery,
  useVisitUrlQuery,
} from './endpoints/content-api';
export { gamesApi, useAgentLoginUrlQuery, useConciseGamesQuery, useGameUrlMutation } from './endpoints/games-api';
export { sessionApi, useLoginMutation, useLogoffMutation, useRegisterMutation } from './endpoints/session-api';
export {
  useBanksQuery,
  useBindCardMutation,
  useCardsQuery,
  useDeleteCardMutation,
  useSetTransferStatusMutation,
  useTransferMutation,
  useVenueBalancesQuery,
  walletApi,
} from './endpoints/wallet-api';
export type { MoneyMutation } from './endpoints/wallet-api';
export { IdempotencyKeys, newIdempotencyKey } from './money/idempotency-key';
export { useMoneyAction } from './money/use-money-action';
export { useWalletMoney } from './money/use-wallet-money';
export type { WalletMoney, WalletMoneyNotices, WalletMoneyOptions } from './money/use-wallet-money';
export { initialMoneyState, moneyReducer } from './money/money-slice';
export { selectCentralBalance, selectGameBalance, selectTotalAssets, selectVenueMoney } from './money/money-figures';
export type { MoneyState, RootWithMoney, VenueMoney } from './money/money-slice';
export { useMoneyFigures } from './money/use-money-figures';
// Live money (docs/api.md, Live money): the shell loads this in a lazy chunk after the page has loaded.
export { startLiveMoney } from './live/live-money';
export type { LiveMoneyOptions } from './live/live-money';
export type { MoneyFigures } from './money/use-money-figures';
export type { MoneyActionResult } from './money/use-money-action';
export {
  cashierApi,
  useBetAmountQuery,
  useTransRecordsInfiniteQuery,
  usePayBanksQuery,
  usePayInfoQuery,
  usePayRangeQuery,
  usePayWaysQuery,
  useRechargeMutation,
  useVippayHandoffMutation,
  useWithdrawMutation,
} from './endpoints/cashier-api';
export {
  promotionsApi,
  useActivitiesQuery,
  useActivityQuery,
  useActivityTypesQuery,
  useApplyActivityMutation,
  useClaimRebatesMutation,
  useGrabRedPacketMutation,
  useApplicationsInfiniteQuery,
  useRebatesInfiniteQuery,
  useRedPacketRecordsInfiniteQuery,
  useRedPacketInfoQuery,
  useVipLevelsQuery,
} from './endpoints/promotions-api';
export { pageRows, usePagedQuery } from './paging/paged-query';
export type { Paged, PagedRefresh } from './paging/paged';
// Player protection (docs/api.md, Player protection): only the screens that show it load this module.
export {
  protectionApi,
  useExcludeMutation,
  useLazyRealityCheckQuery,
  useProtectionQuery,
  useRealityCheckQuery,
  useSetDepositLimitMutation,
  useSetRealityMinutesMutation,
  useStatementQuery,
} from './endpoints/protection-api';
// Account security (docs/api.md "Account security"): only the screens that use it load this module.
export {
  securityApi,
  useConfirmBeginMutation,
  useConfirmFinishMutation,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  usePasskeyLoginBeginMutation,
  usePasskeyLoginFinishMutation,
  usePasskeyRegisterBeginMutation,
  usePasskeyRegisterFinishMutation,
  usePasskeyRemoveMutation,
  usePasskeyRenameMutation,
  useSecurityOverviewQuery,
  useSessionsQuery,
  useSetIdleMutation,
  useTotpBeginMutation,
  useTotpDisableMutation,
  useTotpEnableMutation,
} from './endpoints/security-api';
// The texts' translations (docs/i18n.md): the web app puts them in the chosen language before its first render.
export { catalogue as apiClientCatalogue } from './locales';
export {
  CONFIRMATION_REQUIRED,
  confirmAction,
  createPasskey,
  passkeysSupported,
  sendConfirmed,
  signWithPasskey,
} from './security/ceremonies';
export type { Binding as ConfirmBinding } from './security/ceremonies';
