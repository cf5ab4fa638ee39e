export type { Fen } from './money';
export { parseYuan, parseSignedYuan, formatYuan, formatYuanShort, fenToYuanNumber, totalAssets } from './money';
export type { MoneyFormatOptions } from './money-format';
export { formatMoney, YUAN_SIGN } from './money-format';
export { maskCardNumber, cardLastFour } from './card';
export type { PagingState } from './paging';
export { FIRST_PAGE, isPagingDone, nextPage } from './paging';
export type { DateFilter } from './date-filter';
export { DATE_FILTERS, DEFAULT_DATE_FILTER, dateRangeFor } from './date-filter';
export { beijingDayBounds, beijingDaysSince, formatBeijingDateTime, isIsoDate, parseBeijingDateTime, toBeijingDate } from './beijing-time';
export { PAY_INFO_COUNTDOWN_MS, formatCountdown, payInfoRemainingMs } from './countdown';
export { formatBirthday, parseBirthday, birthdayMinDate } from './birthday';
export { AVATAR_ACCEPT, isAcceptedAvatar } from './avatar';
export { isCaptchaMatch, pickCaptchaIndex } from './captcha';
export type { GameTab } from './constants';
export {
  MAX_TEXT_LENGTH,
  CAPTCHA_MAX_LENGTH_REGISTER,
  CAPTCHA_MAX_LENGTH_LOGIN,
  CAPTCHA_COUNT,
  BALANCE_POLL_MS,
  WALLET_POLL_MS,
  WITHDRAWAL_POLL_MS,
  TRANSFER_POLL_MS,
  REQUEST_TIMEOUT_MS,
  CAROUSEL_TOTAL,
  APP_CAROUSEL_AUTOPLAY_MS,
  DOWNLOAD_FRAME_REMOVE_MS,
  BANNER_TYPE,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  MIN_REALNAME_LENGTH,
  MIN_PAY_PASSWORD_LENGTH,
  CARD_PAY_PASSWORD_MIN,
  CARD_PAY_PASSWORD_MAX,
  MIN_CARD_NUMBER_LENGTH,
  MAX_CARDS,
  CARD_KIND,
  MIN_WITHDRAWAL_YUAN,
  MIN_WITHDRAWAL,
  WITHDRAW_REDIRECT_MS,
  DEFAULT_DEPOSIT_RANGE,
  VENUE_ROWS,
  POPUP_HEIGHT,
  INFINITE_SCROLL_OFFSET,
  NAV_BAR_HEIGHT_PX,
  BIRTHDAY_MIN,
  VIP_LEVELS,
  VIP_PROGRESS_CAP,
  VIP_RETENTION_DAYS,
  GAME_TABS,
  DEFAULT_GAME_TAB,
  AUTO_TRANSFER,
} from './constants';
export {
  AUTH_MESSAGES,
  GUARD_MESSAGES,
  PROFILE_MESSAGES,
  CARD_MESSAGES,
  PASSWORD_MESSAGES,
  CASHIER_MESSAGES,
  depositRangeMessage,
  DATE_FILTER_LABELS,
  WALLET_LABELS,
  TRANSACTION_TYPE_LABELS,
  STATUS_LABELS,
  VIP_LABELS,
  VIP_RULES,
  REBATE_RULES,
  RED_PACKET_RULES,
} from './messages';
export type { PayWay, PayWayAvailability, PayRangeType, RechargePayType, PayRange } from './deposit';
export { payWayTabs, defaultPayWay, payRangeType, rechargePayType, toPayRange } from './deposit';
export type { UsdtProtocol, UsdtCents, WithdrawFees } from './usdt';
export {
  USDT_PROTOCOLS,
  DEFAULT_USDT_PROTOCOL,
  protocolOfCard,
  usdtEquivalentCents,
  usdtEquivalent,
  withdrawFeeCents,
  usdtActualReceivedCents,
  usdtActualReceived,
  isUsdtRateSetting,
  isUsdtFeeSetting,
  formatUsdt,
} from './usdt';
export { vipProgressPercent, vipProgressFromYuan, vipLevelFromText, initialVipTab, vipAchievementLabel, vipEntryFor } from './vip';
export type { VenueWallet, PlatformOption, CardKind } from './wallet';
export {
  PLATFORM_WALLET,
  transferWallets,
  defaultTransferTarget,
  transferMaxAmount,
  visibleVenues,
  platformOptions,
  canAddCard,
  cardLimitHint,
} from './wallet';
export type { TransactionType, StatusTone, StatusLabel } from './records';
export {
  DEFAULT_TRANSACTION_TYPE,
  TRANSACTION_TYPES,
  showsOrderNumber,
  transferRecordType,
  betStatus,
  activityApplicationStatus,
  depositWithdrawalStatus,
  transferStatus,
  rebateStatus,
  transactionStatus,
} from './records';
export type { RedPacketRule, RedPacketRuleRow } from './red-packet';
export { remainingGrabs, redPacketRuleRow } from './red-packet';
export type { GuardOutcome } from './guards';
export { guardGameOpen, guardTransfer, guardRedPacket, guardNavigation } from './guards';
export type { ValidationError } from './validators/validation-error';
export { isMainlandMobile, isEmail } from './validators/patterns';
export type { RegisterForm, RegisterField } from './validators/register';
export { validateRegister } from './validators/register';
export type { LoginForm, LoginField } from './validators/login';
export { validateLogin } from './validators/login';
export type { AgentApplicationForm, AgentApplicationField, ProfileForm, ProfileField } from './validators/profile';
export { validateAgentApplication, validateProfile } from './validators/profile';
export type { UsdtBindForm, UsdtBindField, BankCardBindForm, BankCardBindField } from './validators/card-bind';
export { validateUsdtBind, validateBankCardBind } from './validators/card-bind';
export type { PasswordChangeForm, PasswordChangeField, PasswordKind } from './validators/password';
export { validatePasswordChange, passwordKindFromQuery } from './validators/password';
export type { BankDepositForm, BankDepositField } from './validators/deposit';
export { validateDepositAmount, validateBankDeposit } from './validators/deposit';
export type { WithdrawMethod, WithdrawalForm, WithdrawalField } from './validators/withdrawal';
export { validateWithdrawal } from './validators/withdrawal';
export type { TransferForm, TransferField } from './validators/transfer';
export { validateTransfer } from './validators/transfer';
export { validateRebateClaim, validateRedPacketGrab } from './validators/claims';
export type { Locale, TranslatedLocale, Translation, Translations } from './i18n/locale';
export { activeLocale, translated } from './i18n/active-locale';
export type { LazyCatalogue, ModuleCatalogue } from './i18n/active-locale';
export type { LazyCatalogueOf, TranslationLoaders } from './i18n/lazy-catalogue';
export { activate, collectLazyCatalogues, overlay, restoreChinese, translateLazyCatalogues } from './i18n/overlay';
export type { Catalogue } from './i18n/overlay';
export { LOCALE_NAMES } from './i18n/messages';
export { DOMAIN_CATALOGUES } from './i18n/catalogues';
export {
  LOCALES,
  DEFAULT_LOCALE,
  isTranslated,
  LANG_HEADER,
  LANG_COOKIE,
  matchLocale,
  firstMatchingLocale,
  localeFromAcceptLanguage,
} from './i18n/locale';
export { AUTH_TRANSLATIONS } from './auth/messages.i18n';
export { PROFILE_TRANSLATIONS, PASSWORD_TRANSLATIONS } from './messages.i18n';
export { plural } from './i18n/plural';
// The check every catalogue's test runs, pure so that every library's tests may use it (docs/contributing.md).
export { translationProblems } from './i18n/translation-problems';
export type { PluralForms } from './i18n/plural';
export { payTarget } from './pay-target';
export type { PayChannelTarget } from './pay-target';
