export { FALLBACK_PATH, isRoutePath, MAIN_LAYOUT_PATHS, pathnameOf, resolveRoute, ROUTE_PATHS, ROUTES } from './paths';
export type { RouteName, RoutePath } from './paths';
export {
  allowedWithdrawOnly,
  BACK_HEADER_PATHS,
  HEADER_HIDDEN_PATHS,
  headerKind,
  LOGIN_REQUIRED_PATHS,
  requiresLogin,
  WITHDRAW_ONLY_PATHS,
} from './access';
export type { HeaderKind } from './access';
export { ROUTE_LIST } from './route-list';
export type { RouteEntry } from './route-list';
export { selectedTab, TAB_BAR } from './tabs';
export type { TabEntry, TabKey } from './tabs';
export { TAB_LABELS } from './messages';
export { CONCISE_TABS, HELP_ARTICLE_TYPES, parseQuery, readQuery } from './query';
export type {
  AboutsType,
  ConciseTab,
  GamePageQuery,
  HelpArticleType,
  LoginQuery,
  MessageTab,
  PasswordType,
  QueryRoute,
  RecordType,
  RouteQueries,
  SponsorType,
  WalletTab,
} from './query';
export { hashHref, links, withQuery } from './links';
// The tab labels' translations (docs/i18n.md): the web app puts them in the chosen language before its first render.
export { catalogue as routingCatalogue } from './locales';
