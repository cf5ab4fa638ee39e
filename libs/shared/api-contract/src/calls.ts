/** The whole contract as one map, and its runtime paths and methods. */
import type { AccountCalls } from './account';
import type { CashierCalls } from './cashier';
import type { ContentCalls } from './content';
import type { PromotionCalls } from './promotions';
import type { WalletCalls } from './wallet';

/** Every call of docs/product.md §7 (plus the lower-case aliases), keyed by call name. */
export interface ApiCalls extends AccountCalls, ContentCalls, WalletCalls, CashierCalls, PromotionCalls {}

export type ApiCallName = keyof ApiCalls;
export type CallPath<K extends ApiCallName> = ApiCalls[K]['path'];
export type CallRequest<K extends ApiCallName> = ApiCalls[K]['request'];
export type CallData<K extends ApiCallName> = ApiCalls[K]['data'];

export type GetCallName = { [K in ApiCallName]: ApiCalls[K]['method'] extends 'GET' ? K : never }[ApiCallName];
export type PostCallName = Exclude<ApiCallName, GetCallName>;

/** `uploadimg` is multipart; every other POST sends a JSON object. */
export type JsonPostCallName = Exclude<PostCallName, 'uploadimg'>;

export const API_PATHS = {
  getVisitUrl: '/api/getVisitUrl',
  gameList: '/api/game/list',
  app: '/api/app',
  logoff: '/api/logoff',
  balance: '/api/balance',
  user: '/api/user',
  refreshusermoney: '/api/refreshusermoney',
  transall: '/api/transall',
  bannerList: '/api/bannerList',
  homenotice: '/api/homenotice',
  getservicerurl: '/api/getservicerurl',
  getAgentLoginUrl: '/api/getAgentLoginUrl',
  getGameUrl: '/api/getGameUrl',
  userredpacket: '/api/userredpacket',
  douserredpacket: '/api/douserredpacket',
  redpacket: '/api/redpacket',
  activitytype: '/api/activitytype',
  activitylist: '/api/activitylist',
  activitydeatil: '/api/activitydeatil',
  doactivityapply: '/api/doactivityapply',
  activityApplyLog: '/api/activityApplyLog',
  activityapplylog: '/api/activityapplylog',
  uservip: '/api/uservip',
  uploadimg: '/api/uploadimg',
  applyagentdo: '/api/applyagentdo',
  article: '/api/article',
  noticeList: '/api/noticeList',
  noticelist: '/api/noticelist',
  balancelist: '/api/balancelist',
  getfanshui: '/api/getfanshui',
  dofanshui: '/api/dofanshui',
  updateuserinfo: '/api/updateuserinfo',
  getcard: '/api/getcard',
  delcard: '/api/delcard',
  bindcard: '/api/bindcard',
  banklist: '/api/banklist',
  editPassword: '/api/editPassword',
  editPayPassword: '/api/editPayPassword',
  betrecord: '/api/betrecord',
  gettransrecord: '/api/gettransrecord',
  getPayRange: '/api/getPayRange',
  get_pay_way: '/api/get_pay_way',
  recharge: '/api/recharge',
  getpaybank: '/api/getpaybank',
  payinfo: '/api/payinfo',
  vippay: '/api/vippay',
  getBetAmount: '/api/getBetAmount',
  withdraw: '/api/withdraw',
  transfer: '/api/transfer',
  uptransferstatus: '/api/uptransferstatus',
  gamelistBycode: '/api/gamelistBycode',
  login_pc: '/api/login_pc',
  register: '/api/register',
} as const satisfies { readonly [K in ApiCallName]: CallPath<K> };

const GET = 'GET';
const POST = 'POST';

/** Only five calls are GET; the server registers routes from this table. */
export const API_METHODS = {
  getVisitUrl: GET,
  gameList: GET,
  getAgentLoginUrl: GET,
  userredpacket: GET,
  get_pay_way: GET,
  app: POST,
  logoff: POST,
  balance: POST,
  user: POST,
  refreshusermoney: POST,
  transall: POST,
  bannerList: POST,
  homenotice: POST,
  getservicerurl: POST,
  getGameUrl: POST,
  douserredpacket: POST,
  redpacket: POST,
  activitytype: POST,
  activitylist: POST,
  activitydeatil: POST,
  doactivityapply: POST,
  activityApplyLog: POST,
  activityapplylog: POST,
  uservip: POST,
  uploadimg: POST,
  applyagentdo: POST,
  article: POST,
  noticeList: POST,
  noticelist: POST,
  balancelist: POST,
  getfanshui: POST,
  dofanshui: POST,
  updateuserinfo: POST,
  getcard: POST,
  delcard: POST,
  bindcard: POST,
  banklist: POST,
  editPassword: POST,
  editPayPassword: POST,
  betrecord: POST,
  gettransrecord: POST,
  getPayRange: POST,
  recharge: POST,
  getpaybank: POST,
  payinfo: POST,
  vippay: POST,
  getBetAmount: POST,
  withdraw: POST,
  transfer: POST,
  uptransferstatus: POST,
  gamelistBycode: POST,
  login_pc: POST,
  register: POST,
} as const satisfies { readonly [K in ApiCallName]: ApiCalls[K]['method'] };
