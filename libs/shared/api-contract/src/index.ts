export { BusinessCode } from './common';
export type {
  ApiEnvelope,
  BusinessCodeName,
  BusinessCodeValue,
  CallSpec,
  DateFilter,
  DateTimeText,
  Decimal,
  Flag,
  FlagText,
  HttpMethod,
  NoData,
  NoPayload,
  PageRequest,
  Paginator,
  UsdtProtocol,
  Yuan,
  YuanString,
} from './common';
export type {
  AccountCalls,
  ApplyAgentRequest,
  ChangePasswordRequest,
  LoginData,
  LoginRequest,
  RefreshedUser,
  RegisterData,
  RegisterRequest,
  UpdateUserInfoRequest,
  UploadAvatarData,
  UploadAvatarRequest,
  UserInfo,
  WithdrawOnlyLogin,
} from './account';
export type {
  Activity,
  ActivityApplication,
  ActivityApplyRequest,
  ActivityDetailRequest,
  ActivityListRequest,
  ActivitySummary,
  ActivityType,
  AppInfo,
  Article,
  ArticleRequest,
  Banner,
  BannerListRequest,
  ConciseGame,
  ConciseGamesRequest,
  ContentCalls,
  GameCategoryId,
  GameListItem,
  GameListRequest,
  GameUrlRequest,
  ServiceUrlData,
  SiteMessage,
  UrlData,
  VipLevel,
} from './content';
export { CENTRAL_WALLET } from './wallet';
export type {
  BalanceData,
  BankOption,
  BindBankCardRequest,
  BindCardRequest,
  BindUsdtAddressRequest,
  Card,
  CardListRequest,
  CardType,
  DeleteCardRequest,
  TransferData,
  TransferRequest,
  TransferStatusRequest,
  VenueBalance,
  WalletCalls,
} from './wallet';
export type {
  BetAmountData,
  BetRecord,
  CashierCalls,
  DepositInfo,
  PayChannel,
  PayInfoData,
  PayInfoKind,
  PayInfoRequest,
  PayRange,
  PayRangeRequest,
  PayRangeType,
  PayType,
  PayWays,
  RechargeRequest,
  ReceivingAccount,
  RecordFilter,
  TransactionRecord,
  TransactionType,
  TransRecordRequest,
  VipPayHandoff,
  VipPayRequest,
  WithdrawRequest,
} from './cashier';
export { isDrawnPayQr, PAY_QR_PATH } from './cashier';
export type {
  PromotionCalls,
  RebateData,
  RebateRecord,
  RebateRequest,
  RedPacketDraw,
  RedPacketInfo,
  RedPacketRecord,
  RedPacketRule,
  RedPacketStatus,
} from './promotions';
export { API_METHODS, API_PATHS } from './calls';
export type { ApiCallName, ApiCalls, CallData, CallPath, CallRequest, GetCallName, JsonPostCallName, PostCallName } from './calls';
export type { JsonSchema, JsonSchemaTypeName, ObjectSchema } from './json-schema';
export { ADDRESS_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, requestSchemas, TEXT_MAX_LENGTH } from './schemas';
export type { RequestSchemas } from './schemas';
export { PUSH_STREAM_PATH } from './push';
export type { PushClosed, PushEventName, PushEvents, PushFigures, PushHello, PushMessages, PushMoney, PushOrder } from './push';
export { PROTECTION_PATHS, protectionSchemas } from './protection';
export type {
  DepositLimit,
  ExcludeData,
  ExcludeRequest,
  ExclusionDuration,
  LimitPeriod,
  ProtectionOverview,
  RealityCheckData,
  RealityMinutes,
  SetLimitRequest,
  SetRealityRequest,
  StatementData,
  StatementMonth,
} from './protection';
export { SECURITY_PATHS } from './account-security';
export type {
  ConfirmAction,
  ConfirmBeginData,
  ConfirmBeginRequest,
  ConfirmFinishRequest,
  PasskeyInfo,
  PreviousLogin,
  SecurityOverview,
  SessionInfo,
  TotpBeginData,
} from './account-security';
export { VITAL_NAMES, VITALS_LIMITS, VITALS_OTHER_ROUTE, VITALS_PATH, VITALS_ROUTES } from './vitals';
export type { VitalName, VitalsReport, VitalsRoute } from './vitals';
