import { DEFAULT_DEPOSIT_RANGE } from './constants';
import { Fen, parseYuan } from './money';
import type { UsdtProtocol } from './usdt';

/** The deposit tabs, in the order the screen shows them. VipPay is a local, always-on choice. */
export type PayWay = 'bank' | 'usdt' | 'vippay' | 'wechat' | 'alipay';

const TAB_ORDER: readonly PayWay[] = ['bank', 'usdt', 'vippay', 'wechat', 'alipay'];

/** get_pay_way's availability map: 1 (number or text) means enabled. */
export type PayWayAvailability = Partial<Record<'card' | 'usdt' | 'wechat' | 'alipay', number | string | null>>;

const SERVER_KEY: Record<Exclude<PayWay, 'vippay'>, keyof PayWayAvailability> = {
  bank: 'card',
  usdt: 'usdt',
  wechat: 'wechat',
  alipay: 'alipay',
};

function isEnabled(way: PayWay, availability: PayWayAvailability): boolean {
  return way === 'vippay' || String(availability[SERVER_KEY[way]]) === '1';
}

/** The tabs to show: bank (if card), USDT, VipPay (always), WeChat, Alipay. */
export function payWayTabs(availability: PayWayAvailability): PayWay[] {
  return TAB_ORDER.filter((way) => isEnabled(way, availability));
}

/**
 * The tab selected on arrival: the first way the server enables (its "card" is our bank
 * tab). VipPay leaves the site, so it is only the default when nothing else is enabled.
 */
export function defaultPayWay(availability: PayWayAvailability): PayWay {
  return payWayTabs(availability).find((way) => way !== 'vippay') ?? 'vippay';
}

/** getPayRange's `type` for a tab (and protocol on the USDT tab); VipPay's range is the server's `vippay` way. */
export type PayRangeType = 'bank' | 'wechat' | 'alipay' | 'usdt-trc20' | 'usdt-erc20' | 'vippay';

export function payRangeType(way: PayWay, protocol: UsdtProtocol): PayRangeType {
  if (way === 'usdt') return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
  return way;
}

/** recharge's `paytype` for a tab; the API calls WeChat "wxpay". VipPay is no recharge: it leaves for the payment site. */
export type RechargePayType = 'bank' | 'usdt' | 'wxpay' | 'alipay';

export function rechargePayType(way: PayWay): RechargePayType | null {
  if (way === 'vippay') return null;
  return way === 'wechat' ? 'wxpay' : way;
}

export interface PayRange {
  readonly min: Fen;
  readonly max: Fen;
}

/**
 * getPayRange's answer (yuan) as a range in fen. Until it answers, or when it answers
 * something unreadable or inverted, the spec's default 100..10000 applies.
 */
export function toPayRange(raw: { min_price: string | number; max_price: string | number } | null | undefined): PayRange {
  if (!raw) return DEFAULT_DEPOSIT_RANGE;
  const min = parseYuan(raw.min_price);
  const max = parseYuan(raw.max_price);
  return min === null || max === null || min > max ? DEFAULT_DEPOSIT_RANGE : { min, max };
}
