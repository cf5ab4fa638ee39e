/**
 * Request-body schemas for every JSON POST call, for the server's validation. They are
 * deliberately permissive: the site's clients send numbers as strings, so numeric fields
 * accept both, and extra fields are allowed. They catch wrong shapes, missing fields and
 * oversized text; the server still checks ranges, balances and ownership itself.
 * Empty-payload calls expect `{}`: a server must treat a missing body as `{}`.
 * Union `type`s need Ajv's `allowUnionTypes` option, or Ajv logs a strict-mode warning.
 */
import type { JsonPostCallName, CallRequest } from './calls';
import type { JsonSchema, ObjectSchema } from './json-schema';

/** docs/product.md §9: text fields hold at most 32 characters. */
export const TEXT_MAX_LENGTH = 32;
/** ERC20 addresses are 42 characters, more than a text field. */
export const ADDRESS_MAX_LENGTH = 64;
/** The agent application reason is a free textarea. */
export const LONG_TEXT_MAX_LENGTH = 255;
const CAPTCHA_MAX_LENGTH = 6;
const NUMBER_TEXT_MAX_LENGTH = 20;

export type RequestSchemas = { readonly [K in JsonPostCallName]: ObjectSchema<CallRequest<K>> };

const text = (maxLength: number = TEXT_MAX_LENGTH): JsonSchema => ({ type: 'string', maxLength });

/** Yuan as a number or a decimal string such as '100' or '12.50'. */
const amount: JsonSchema = {
  type: ['number', 'string'],
  pattern: '^\\d+(\\.\\d+)?$',
  maxLength: NUMBER_TEXT_MAX_LENGTH,
};

/** A row id or counter as an integer or a digit string. */
const whole: JsonSchema = {
  type: ['integer', 'string'],
  pattern: '^\\d+$',
  maxLength: NUMBER_TEXT_MAX_LENGTH,
  minimum: 0,
};

const page: JsonSchema = { ...whole, pattern: '^[1-9]\\d*$', minimum: 1 };

/** Small integer choices, also accepted as their digit strings ('1'). */
const choice = (...values: readonly number[]): JsonSchema => ({
  type: ['integer', 'string'],
  enum: [...values, ...values.map(String)],
});

const oneOf = (...values: readonly string[]): JsonSchema => ({ type: 'string', enum: values });

const dateFilter = choice(1, 2, 3, 4);
const protocol = oneOf('TRC20', 'ERC20');

const EMPTY: ObjectSchema<Record<string, never>> = { type: 'object', properties: {}, required: [] };

const paged = {
  type: 'object',
  properties: { page, limit: whole },
  required: [],
} as const satisfies ObjectSchema<{ page: number; limit?: number }>;

export const requestSchemas: RequestSchemas = {
  app: EMPTY,
  logoff: EMPTY,
  balance: EMPTY,
  user: EMPTY,
  refreshusermoney: EMPTY,
  transall: EMPTY,
  homenotice: EMPTY,
  getservicerurl: EMPTY,
  douserredpacket: EMPTY,
  activitytype: EMPTY,
  uservip: EMPTY,
  balancelist: EMPTY,
  dofanshui: EMPTY,
  banklist: EMPTY,
  getpaybank: EMPTY,
  getBetAmount: EMPTY,
  login_pc: {
    type: 'object',
    properties: { name: text(), password: text(), code: text(CAPTCHA_MAX_LENGTH) },
    required: ['name', 'password'],
  },
  register: {
    type: 'object',
    properties: {
      name: text(),
      password: text(),
      confirmPass: text(),
      realname: text(),
      paypassword: text(),
      code: text(CAPTCHA_MAX_LENGTH),
      pid: text(),
    },
    required: ['name', 'password', 'realname', 'paypassword'],
  },
  updateuserinfo: {
    type: 'object',
    properties: { email: text(), mobile: text(), birthday: text(10) },
    required: ['email', 'mobile', 'birthday'],
  },
  editPassword: {
    type: 'object',
    properties: { password: text(), paypassword: text() },
    required: ['password', 'paypassword'],
  },
  editPayPassword: {
    type: 'object',
    properties: { password: text(), paypassword: text() },
    required: ['password', 'paypassword'],
  },
  applyagentdo: {
    type: 'object',
    properties: { mobile: text(), apply_info: text(LONG_TEXT_MAX_LENGTH) },
    required: ['mobile', 'apply_info'],
  },
  bannerList: { type: 'object', properties: { type: choice(1, 2) }, required: [] },
  getGameUrl: {
    type: 'object',
    properties: {
      plat_name: text(),
      game_type: { type: ['string', 'integer'], maxLength: 64 },
      game_code: text(),
      is_mobile_url: choice(0, 1),
    },
    required: ['plat_name'],
  },
  // Either field names the tab (the handler refuses a call with neither).
  gamelistBycode: { type: 'object', properties: { platform_name: text(), gamecode: text() }, required: [] },
  activitylist: {
    type: 'object',
    // The 全部 tab may send an empty type.
    properties: { type: { ...whole, pattern: '^\\d*$' }, page },
    required: [],
  },
  activitydeatil: { type: 'object', properties: { id: whole }, required: ['id'] },
  doactivityapply: { type: 'object', properties: { activityid: whole }, required: ['activityid'] },
  activityApplyLog: paged,
  activityapplylog: paged,
  article: { type: 'object', properties: { type: whole }, required: ['type'] },
  noticeList: paged,
  noticelist: paged,
  redpacket: paged,
  getfanshui: {
    type: 'object',
    properties: {
      date: dateFilter,
      page,
      api_type: text(),
      type: { ...whole, pattern: '^\\d*$' },
      pagesize: whole,
    },
    required: ['date', 'page'],
  },
  getcard: { type: 'object', properties: { type: choice(1, 2) }, required: ['type'] },
  delcard: { type: 'object', properties: { id: whole }, required: ['id'] },
  bindcard: {
    type: 'object',
    properties: {
      bank: text(),
      // A card number, or a USDT address for bank 'USDT'.
      bank_no: text(ADDRESS_MAX_LENGTH),
      // The holder, or the protocol for bank 'USDT'.
      bank_owner: text(),
      bank_address: text(),
      pay_pass: text(),
    },
    required: ['bank', 'bank_no', 'bank_owner', 'pay_pass'],
  },
  transfer: {
    type: 'object',
    properties: { amount, sourcetype: text(), targettype: text() },
    required: ['amount', 'sourcetype', 'targettype'],
  },
  uptransferstatus: {
    type: 'object',
    properties: { transferstatus: choice(0, 1) },
    required: ['transferstatus'],
  },
  getPayRange: {
    type: 'object',
    properties: { type: oneOf('bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20', 'vippay') },
    required: ['type'],
  },
  recharge: {
    type: 'object',
    properties: {
      paytype: oneOf('bank', 'usdt', 'wxpay', 'alipay'),
      amount,
      bank: text(),
      bank_address: text(),
      bank_no: text(ADDRESS_MAX_LENGTH),
      bank_owner: text(),
      catepay: protocol,
    },
    required: ['paytype', 'amount'],
  },
  payinfo: { type: 'object', properties: { deposit_no: text() }, required: ['deposit_no'] },
  vippay: { type: 'object', properties: { amount }, required: ['amount'] },
  withdraw: {
    type: 'object',
    properties: { amount, bank: whole, password: text() },
    required: ['amount', 'bank', 'password'],
  },
  betrecord: {
    type: 'object',
    properties: { date: dateFilter, page, api_type: text(), pagesize: whole },
    required: ['date', 'page'],
  },
  gettransrecord: {
    type: 'object',
    properties: { date: dateFilter, type: choice(1, 2, 3, 4), page, api_type: text(), pagesize: whole },
    required: ['date', 'type', 'page'],
  },
};
