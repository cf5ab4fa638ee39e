/** Site content: app info, banners, notices, games, activities, articles, VIP levels. */
import type { CallSpec, DateTimeText, Decimal, Flag, FlagText, NoData, NoPayload, PageRequest, Paginator, Yuan } from './common';

export interface UrlData {
  url: string;
}

/** `app`: every value comes from `system_config`, hence text flags. */
export interface AppInfo {
  title: string;
  /** '0' replaces the whole app by `repair_tips`. */
  site_state: FlagText;
  repair_tips: string;
  redpacket_switch: FlagText;
  site_logo: string;
  /** The site's permanent address, copied from the left menu. */
  h5_url: string;
  index_modal: FlagText;
  /** Welcome text, HTML. */
  webcontent: string;
  /**
   * This server's addition (docs/product.md §2), which the site's older client ignores: '1' when the
   * operator says the welcome text announces a deposit offer, so the modal offers 去充值.
   */
  index_modal_recharge?: FlagText;
  ios_download_qrcode: string;
  ios_download_url: string;
  fanshui?: string;
}

export interface BannerListRequest {
  /** 1 PC, 2 mobile (this client always sends 2). */
  type: 1 | 2;
}

/** The site sends the image as `src`; some clients read `pic`, so both carry the URL. */
export interface Banner {
  src: string;
  pic: string;
  background?: string;
  /** Jump target, may be empty. */
  url?: string;
}

export interface ServiceUrlData extends UrlData {
  domain?: string;
}

/** Category ids of the six home categories (docs/product.md §1); venues may add others. */
export type GameCategoryId = 'realbet' | 'sport' | 'gaming' | 'joker' | 'concise' | 'lottery';

export interface GameListRequest {
  category?: string;
  platform?: string;
}

export interface GameListItem {
  name: string;
  platform_name: string;
  category_id: GameCategoryId | (string & {});
  game_code: string;
  /** Shown only when 1. */
  app_state: Flag;
  /** Platform logo shown in the home sidebar. */
  img_url?: string;
}

/**
 * The site's field names are crossed: `game_type` carries the game code ('0' for the
 * venue lobby) and `game_code` the category.
 */
export interface GameUrlRequest {
  plat_name: string;
  game_type: string | number;
  game_code: string;
  is_mobile_url: 1;
}

/**
 * The provider tab (obgdy, fgdz, pp, ae) in either field: the site's client sends
 * `platform_name`, the spec's call table names `gamecode`; `platform_name` wins when both come.
 */
export interface ConciseGamesRequest {
  platform_name?: string;
  gamecode?: string;
}

export interface ConciseGame {
  gamepic: string;
  gamename: string;
  catecode: string;
  gamecode: string;
  gametype?: string;
}

export interface ActivityType {
  id: number;
  name: string;
  state?: number;
}

export interface ActivityListRequest {
  /** Omitted for 全部. */
  type?: number;
  page?: number;
}

export interface ActivitySummary {
  id: number;
  title: string;
  type: number;
  banner: string;
  entitle?: string;
  apply_count?: number;
  can_apply?: Flag;
  state?: number;
  created_at?: DateTimeText;
}

export interface Activity extends ActivitySummary {
  /** Details, HTML. */
  content: string;
  /** Rules, HTML. */
  memo: string;
}

export interface ActivityDetailRequest {
  id: number;
}

export interface ActivityApplyRequest {
  activityid: number;
}

/** State: 1 pending review, 2 approved, 3 rejected; anything else is shown as undefined. */
export interface ActivityApplication {
  id: number;
  activity_id: number;
  activity_name: string;
  state: number;
  created_at: DateTimeText;
}

/** Rebate columns are percentages. */
export interface VipLevel {
  id: number;
  vipname: string;
  /** Cumulative deposit needed. */
  recharge: Yuan;
  /** Turnover needed. */
  flow: Yuan;
  realperson: Decimal;
  sport: Decimal;
  e_sport: Decimal;
  joker: Decimal;
  electron: Decimal;
  lottery: Decimal;
  fish?: Decimal;
  vippic?: string;
}

/** Help centre: 1 FAQ, 2 privacy, 3 disclaimer, 4 contact, 5 agent joining, 7 about us, 8 responsible gambling; /abouts uses 5 and 6. */
export interface ArticleRequest {
  type: number;
}

export interface Article {
  id: number;
  name: string;
  /** HTML. */
  content: string;
}

export interface SiteMessage {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  created_at: DateTimeText;
}

type ActivityApplyLogCall<P extends string> = CallSpec<'POST', P, PageRequest, Paginator<ActivityApplication>>;
type NoticeListCall<P extends string> = CallSpec<'POST', P, PageRequest, Paginator<SiteMessage>>;

export interface ContentCalls {
  /** Non-200 when the visitor is already on the site's own address. */
  getVisitUrl: CallSpec<'GET', '/api/getVisitUrl', NoPayload, UrlData>;
  app: CallSpec<'POST', '/api/app', NoPayload, AppInfo>;
  bannerList: CallSpec<'POST', '/api/bannerList', BannerListRequest, Banner[]>;
  homenotice: CallSpec<'POST', '/api/homenotice', NoPayload, string[]>;
  getservicerurl: CallSpec<'POST', '/api/getservicerurl', NoPayload, ServiceUrlData>;
  getAgentLoginUrl: CallSpec<'GET', '/api/getAgentLoginUrl', NoPayload, UrlData>;
  gameList: CallSpec<'GET', '/api/game/list', GameListRequest, GameListItem[]>;
  getGameUrl: CallSpec<'POST', '/api/getGameUrl', GameUrlRequest, UrlData>;
  gamelistBycode: CallSpec<'POST', '/api/gamelistBycode', ConciseGamesRequest, ConciseGame[]>;
  activitytype: CallSpec<'POST', '/api/activitytype', NoPayload, ActivityType[]>;
  activitylist: CallSpec<'POST', '/api/activitylist', ActivityListRequest, Paginator<ActivitySummary>>;
  /** The site's spelling; `null` when the id is unknown. */
  activitydeatil: CallSpec<'POST', '/api/activitydeatil', ActivityDetailRequest, Activity | null>;
  /** The answer's `message` is always shown, whatever the code. */
  doactivityapply: CallSpec<'POST', '/api/doactivityapply', ActivityApplyRequest, NoData>;
  activityApplyLog: ActivityApplyLogCall<'/api/activityApplyLog'>;
  activityapplylog: ActivityApplyLogCall<'/api/activityapplylog'>;
  /** Ordered by level, VIP1 first. */
  uservip: CallSpec<'POST', '/api/uservip', NoPayload, VipLevel[]>;
  article: CallSpec<'POST', '/api/article', ArticleRequest, Article | null>;
  noticeList: NoticeListCall<'/api/noticeList'>;
  noticelist: NoticeListCall<'/api/noticelist'>;
}
