/** Central wallet, venue wallets, transfers and payout cards. */
import type { CallSpec, Decimal, Flag, NoData, NoPayload, UsdtProtocol, Yuan, YuanString } from './common';

/** `sourcetype`/`targettype` value naming the central wallet; venues use their platname. */
export const CENTRAL_WALLET = 'userbalance';

export interface BalanceData {
  balance: YuanString;
  /** Turnover still owed (码量); only some generations send it. */
  mbalance?: Yuan;
}

/** One venue wallet; the balance is the cached '%.2f' text, or 0 before the first read. */
export interface VenueBalance {
  platname: string;
  name: string;
  balance: YuanString | 0;
}

/** One side must be the central wallet; the server floors the amount to whole yuan. */
export interface TransferRequest {
  amount: Yuan;
  sourcetype: string;
  targettype: string;
}

/** Central balance after the transfer. */
export interface TransferData {
  balance: Yuan;
}

export interface TransferStatusRequest {
  /** 1 switches auto-transfer (免转) on. */
  transferstatus: Flag;
}

/** 1 bank card, 2 USDT address. */
export type CardType = 1 | 2;

export interface CardListRequest {
  type: CardType;
}

/** For USDT, `bank` is 'USDT', `bank_no` the address and `bank_owner` the protocol. */
export interface Card {
  id: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  ico: string;
  /** Last 4 characters of `bank_no`. */
  bank_not?: string;
  usdtrate?: Decimal;
  withdrawusdtrate?: Decimal;
}

export interface DeleteCardRequest {
  id: number;
}

export interface BindUsdtAddressRequest {
  bank: 'USDT';
  /** The address. */
  bank_no: string;
  bank_owner: UsdtProtocol;
  pay_pass: string;
}

export interface BindBankCardRequest {
  bank: string;
  bank_owner: string;
  /** Branch (开户行). */
  bank_address: string;
  bank_no: string;
  pay_pass: string;
}

export type BindCardRequest = BindUsdtAddressRequest | BindBankCardRequest;

export interface BankOption {
  id: number;
  bank_name: string;
  ico?: string;
}

export interface WalletCalls {
  /** Polled every 4300 ms by the header. */
  balance: CallSpec<'POST', '/api/balance', NoPayload, BalanceData>;
  balancelist: CallSpec<'POST', '/api/balancelist', NoPayload, VenueBalance[]>;
  transfer: CallSpec<'POST', '/api/transfer', TransferRequest, TransferData>;
  /** Recalls venue money; clients show `message` whatever the code. */
  transall: CallSpec<'POST', '/api/transall', NoPayload, ''>;
  uptransferstatus: CallSpec<'POST', '/api/uptransferstatus', TransferStatusRequest, NoData>;
  getcard: CallSpec<'POST', '/api/getcard', CardListRequest, Card[]>;
  delcard: CallSpec<'POST', '/api/delcard', DeleteCardRequest, NoData>;
  /** At most 5 cards of each type (207). */
  bindcard: CallSpec<'POST', '/api/bindcard', BindCardRequest, NoData>;
  banklist: CallSpec<'POST', '/api/banklist', NoPayload, BankOption[]>;
}
