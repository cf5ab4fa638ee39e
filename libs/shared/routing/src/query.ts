/** Query parameters of the routes that take them, and a typed reader for them. */

/** Provider tabs of /concise, in display order; the first is the default. */
export const CONCISE_TABS = ['obgdy', 'fgdz', 'pp', 'ae'] as const;
export type ConciseTab = (typeof CONCISE_TABS)[number];

/** Help-centre entries in display order: 7 about us, 1 FAQ, 2 privacy, 3 disclaimer, 4 contact, 5 agent joining, 8 responsible gambling. */
export const HELP_ARTICLE_TYPES = [7, 1, 2, 3, 4, 5, 8] as const;
export type HelpArticleType = (typeof HELP_ARTICLE_TYPES)[number];

/** /abouts: 5 terms and rules, 6 privacy policy. */
export type AboutsType = 5 | 6;
/** /zhanzhuye: 1 regional partner, 2 global top partner. */
export type SponsorType = 1 | 2;
/** /message: 1 announcements (default), 2 site messages. */
export type MessageTab = 1 | 2;
/** /wallet: 1 虚拟币, 2 银行卡. */
export type WalletTab = 1 | 2;
/** /transRecord: 1 deposits (the default), 2 withdrawals, 3 transfers in, 4 transfers out. */
export type RecordType = 1 | 2 | 3 | 4;
/** /password: 1 login password; any other value means the withdrawal password. */
export type PasswordType = 1 | 2;

export interface LoginQuery {
  /** Full in-app path to return to after login. */
  redirect?: string;
  /** 1 opens the register panel. */
  type?: 1;
  /** Referral code. */
  pid?: string;
}

export interface GamePageQuery {
  /** 1 agent login page, 2 customer service. */
  dailiD?: 1 | 2;
  /** 1 shows the iOS download page. */
  app?: 1;
  /** Venue platname; with it the page asks for a game URL. */
  name?: string;
  /** Game type sent as the game URL's game_type. */
  type?: string;
  /** Game code sent as the game URL's game_code. */
  code?: string;
}

/** What each route can read from its query. Everything is optional: URLs are typed by hand. */
export interface RouteQueries {
  '/login': LoginQuery;
  '/gamePage': GamePageQuery;
  '/activityInfo': { id?: number };
  '/zhanzhuye': { type?: SponsorType };
  '/boutBallBetInfo': { type?: HelpArticleType };
  '/payInfo': { deposit_no?: string };
  '/concise': { type?: ConciseTab };
  '/message': { type?: MessageTab };
  '/password': { type?: number };
  '/wallet': { type?: WalletTab };
  '/abouts': { type?: AboutsType };
  '/transRecord': { type?: RecordType };
}

export type QueryRoute = keyof RouteQueries;

/** All parameters of a search string ('?a=1', 'a=1' or a path with a query); the first of repeated keys wins. */
export function parseQuery(location: string): Record<string, string> {
  const mark = location.indexOf('?');
  const query = mark >= 0 ? location.slice(mark + 1) : /^[/#]/.test(location) ? '' : location;
  const result: Record<string, string> = {};
  new URLSearchParams(query.split('#')[0]).forEach((value, key) => {
    if (!(key in result)) result[key] = value;
  });
  return result;
}

type Reader<T> = (raw: string) => T | undefined;

const text: Reader<string> = (raw) => (raw === '' ? undefined : raw);

const integer: Reader<number> = (raw) => (/^\d+$/.test(raw) ? Number(raw) : undefined);

const oneOf =
  <T extends string | number>(values: readonly T[]): Reader<T> =>
  (raw) =>
    values.find((value) => String(value) === raw);

/** Only same-app paths, so a crafted link cannot send a player off-site after login. */
const inAppPath: Reader<string> = (raw) => (/^\/(?![/\\])/.test(raw) ? raw : undefined);

type Readers = { readonly [P in QueryRoute]: { readonly [F in keyof RouteQueries[P]]-?: Reader<NonNullable<RouteQueries[P][F]>> } };

const READERS: Readers = {
  '/login': { redirect: inAppPath, type: oneOf([1] as const), pid: text },
  '/gamePage': { dailiD: oneOf([1, 2] as const), app: oneOf([1] as const), name: text, type: text, code: text },
  '/activityInfo': { id: integer },
  '/zhanzhuye': { type: oneOf([1, 2] as const) },
  '/boutBallBetInfo': { type: oneOf(HELP_ARTICLE_TYPES) },
  '/payInfo': { deposit_no: text },
  '/concise': { type: oneOf(CONCISE_TABS) },
  '/message': { type: oneOf([1, 2] as const) },
  '/password': { type: integer },
  '/wallet': { type: oneOf([1, 2] as const) },
  '/abouts': { type: oneOf([5, 6] as const) },
  '/transRecord': { type: oneOf([1, 2, 3, 4] as const) },
};

/** The typed parameters of `route` found in `location`; missing or invalid ones are left out. */
export function readQuery<P extends QueryRoute>(route: P, location: string): RouteQueries[P] {
  const params = parseQuery(location);
  const result: Record<string, unknown> = {};
  for (const [field, read] of Object.entries(READERS[route]) as [string, Reader<unknown>][]) {
    const raw = params[field];
    const value = raw === undefined ? undefined : read(raw);
    if (value !== undefined) result[field] = value;
  }
  return result as RouteQueries[P];
}
