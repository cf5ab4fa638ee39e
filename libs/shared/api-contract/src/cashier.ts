/** Deposits, pay info, withdrawals and the bet and transaction records. */
import type { CallSpec, DateFilter, DateTimeText, Decimal, Flag, NoData, NoPayload, Paginator, UsdtProtocol, Yuan } from './common';

/** `vippay` is an addition of this API (the site's range call knew its own third-party way as `ebpay`). */
export type PayRangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20' | 'vippay';

export interface PayRangeRequest {
  type: PayRangeType;
}

/** Inclusive deposit limits. */
export interface PayRange {
  min_price: Yuan;
  max_price: Yuan;
}

/** Which deposit ways are enabled; `card` is bank transfer. */
export interface PayWays {
  card: Flag;
  usdt: Flag;
  wechat: Flag;
  alipay: Flag;
}

export type PayType = 'bank' | 'usdt' | 'wxpay' | 'alipay';

/** Bank deposits carry the depositor's card; USDT deposits carry `catepay`. */
export interface RechargeRequest {
  paytype: PayType;
  amount: Yuan;
  bank?: string;
  bank_address?: string;
  bank_no?: string;
  bank_owner?: string;
  catepay?: UsdtProtocol;
}

/** A platform receiving account for bank deposits. */
export interface ReceivingAccount {
  id: number;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  bank_data: { bank_name: string };
  ico?: string;
}

/**
 * A receiving channel for non-bank deposits: `mch_id` is the address or account, `payimg` the
 * picture: the operator's upload, else a QR the server draws of what the player pays to (under
 * PAY_QR_PATH, for the site's old client, which shows `payimg` as it is), '' when nothing to pay to.
 */
export interface PayChannel {
  mch_id: string;
  content: string;
  payimg: string;
}

/** Where the server's drawn pay QRs live: `/pictures/pay-qr/<channel>/<hash of what it says>.png`. */
export const PAY_QR_PATH = '/pictures/pay-qr/';

/**
 * Whether a `payimg` is the server's drawn QR (not an operator's upload): /payInfo then draws
 * the same code itself, crisp at any size, and shows no picture.
 */
export function isDrawnPayQr(payimg: string): boolean {
  try {
    return new URL(payimg, 'http://relative.invalid').pathname.startsWith(PAY_QR_PATH);
  } catch {
    return false;
  }
}

export interface PayInfoRequest {
  deposit_no: string;
}

/** `payinfo` answers the page kind in `message`. */
export type PayInfoKind = 'bankpay' | 'usdtpay' | 'wxpay' | 'alipay' | 'vippay';

export interface DepositInfo {
  out_trade_no: string;
  amount: Yuan;
  created_at: DateTimeText;
  /** Display label of the way. */
  paytype: string;
  catepay?: UsdtProtocol;
  usdtrate?: Decimal;
  /** For USDT: the amount in USDT. */
  real_money?: Decimal;
}

/**
 * `payinfo` data. `cardlist` is the list of receiving accounts for bank deposits (message
 * `bankpay`) and one channel object for every other way (the site's screen reads
 * `cardlist.mch_id`), or null when that way has no channel configured.
 */
export interface PayInfoData {
  deposit_no: string;
  info: DepositInfo;
  cardlist: ReceivingAccount[] | PayChannel | null;
}

/** The VipPay hand-off: the amount the player entered (inclusive range of getPayRange `vippay`). */
export interface VipPayRequest {
  amount: Yuan;
}

/**
 * Where the browser goes: the payment site's page for this hand-off, carrying a one-time
 * ticket and the amount, never the session token. The order is created when the player
 * confirms there; it then shows in gettransrecord (type 1) as pending like any deposit.
 */
export interface VipPayHandoff {
  url: string;
}

export interface BetAmountData {
  /** Valid turnover since the last approved withdrawal. */
  bet_amount: Yuan;
  /** This server's addition: the turnover the deposits since then ask for (deposits × the site's multiple). */
  bet_required?: Yuan;
  /** This server's addition: what is still owed before a withdrawal is allowed; 0 when met. */
  bet_owed?: Yuan;
}

export interface WithdrawRequest {
  amount: Yuan;
  /** Card id. */
  bank: number;
  /** Pay password. */
  password: string;
}

export interface RecordFilter {
  date: DateFilter;
  page: number;
  /** Venue platname; '' for all. */
  api_type: string;
  pagesize?: number;
}

/** Status: 0 void, 1 settled, 2 unsettled. */
export interface BetRecord {
  bet_id: string;
  bet_amount: Yuan;
  win_loss: Yuan;
  /** Venue's display name. */
  Code: string;
  status: 0 | 1 | 2;
  created_at: DateTimeText;
  bet_time?: DateTimeText;
  platform_type?: string;
}

/** 1 deposit, 2 withdrawal, 3 transfer in, 4 transfer out. */
export type TransactionType = 1 | 2 | 3 | 4;

export interface TransRecordRequest extends RecordFilter {
  type: TransactionType;
}

/**
 * `state` reads by type: deposits and withdrawals 1 pending, 2 approved, 3 rejected;
 * transfers 0 failed, 1 success, 2 pending settlement.
 */
export interface TransactionRecord {
  /** Only for deposits and withdrawals. */
  out_trade_no?: string;
  /** Absolute value. */
  amount: Yuan;
  /** Display label. */
  pay_way: string;
  state: number;
  created_at: DateTimeText;
  /**
   * An addition to the site's answer: why the operator refused this deposit or withdrawal
   * (state 3), as the operator wrote it; absent otherwise (docs/api.md, an old client ignores it).
   */
  refuse_reason?: string;
}

export interface CashierCalls {
  getPayRange: CallSpec<'POST', '/api/getPayRange', PayRangeRequest, PayRange>;
  get_pay_way: CallSpec<'GET', '/api/get_pay_way', NoPayload, PayWays>;
  /** On success the deposit number travels in `message`. */
  recharge: CallSpec<'POST', '/api/recharge', RechargeRequest, NoData>;
  getpaybank: CallSpec<'POST', '/api/getpaybank', NoPayload, ReceivingAccount[]>;
  payinfo: CallSpec<'POST', '/api/payinfo', PayInfoRequest, PayInfoData>;
  /** An addition to the site's calls (docs/product.md §4: VipPay leaves for an external payment site). */
  vippay: CallSpec<'POST', '/api/vippay', VipPayRequest, VipPayHandoff>;
  getBetAmount: CallSpec<'POST', '/api/getBetAmount', NoPayload, BetAmountData>;
  withdraw: CallSpec<'POST', '/api/withdraw', WithdrawRequest, NoData>;
  betrecord: CallSpec<'POST', '/api/betrecord', RecordFilter, Paginator<BetRecord>>;
  gettransrecord: CallSpec<'POST', '/api/gettransrecord', TransRecordRequest, Paginator<TransactionRecord>>;
}
