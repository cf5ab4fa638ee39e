/** Typed link builders: the only way features should spell another feature's URL. */
import { ROUTES, type RouteName, type RoutePath } from './paths';
import type {
  AboutsType,
  ConciseTab,
  GamePageQuery,
  HelpArticleType,
  LoginQuery,
  MessageTab,
  PasswordType,
  RecordType,
  SponsorType,
  WalletTab,
} from './query';

type QueryValue = string | number | undefined;

/** `path` with the given parameters in order; undefined and empty values are left out. */
export function withQuery(path: RoutePath, query: Readonly<Record<string, QueryValue>>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

type PlainLinks = { readonly [K in RouteName]: () => (typeof ROUTES)[K] };

const plainLinks = Object.fromEntries(Object.entries(ROUTES).map(([name, path]) => [name, () => path])) as PlainLinks;

export const links = {
  ...plainLinks,
  login: ({ redirect, type, pid }: LoginQuery = {}) => withQuery(ROUTES.login, { redirect, type, pid }),
  gamePage: ({ dailiD, app, name, type, code }: GamePageQuery) => withQuery(ROUTES.gamePage, { dailiD, app, name, type, code }),
  activityInfo: (id: number) => withQuery(ROUTES.activityInfo, { id }),
  zhanzhuye: (type: SponsorType) => withQuery(ROUTES.zhanzhuye, { type }),
  boutBallBetInfo: (type: HelpArticleType) => withQuery(ROUTES.boutBallBetInfo, { type }),
  payInfo: (depositNo: string) => withQuery(ROUTES.payInfo, { deposit_no: depositNo }),
  concise: (type?: ConciseTab) => withQuery(ROUTES.concise, { type }),
  message: (type?: MessageTab) => withQuery(ROUTES.message, { type }),
  password: (type: PasswordType) => withQuery(ROUTES.password, { type }),
  /** The red-packet popup links with type 0, which opens the default tab. */
  wallet: (type?: WalletTab | 0) => withQuery(ROUTES.wallet, { type }),
  abouts: (type: AboutsType) => withQuery(ROUTES.abouts, { type }),
  /** The records of one type: a money action opens the list on what it just did (docs/product.md §4). */
  transRecord: (type?: RecordType) => withQuery(ROUTES.transRecord, { type }),
};

/**
 * The address of an in-app link under the app's hash router (`/login?type=1` → `#/login?type=1`),
 * for a real `href` that works before the app has started (a tap on the server's HTML).
 */
export function hashHref(link: string): string {
  return `#${link}`;
}
