import { ceilDiv, parseDecimal, pow10 } from './decimal';
import type { Fen } from './money';

export type UsdtProtocol = 'TRC20' | 'ERC20';
export const USDT_PROTOCOLS: readonly UsdtProtocol[] = ['TRC20', 'ERC20'];
export const DEFAULT_USDT_PROTOCOL: UsdtProtocol = 'TRC20';

/** A USDT amount as an integer number of hundredths (the screens show 2 decimals). */
export type UsdtCents = number;

/** A saved USDT address keeps its protocol in bank_owner; anything but ERC20 is TRC20. */
export function protocolOfCard(bankOwner: string): UsdtProtocol {
  return bankOwner.trim().toUpperCase() === 'ERC20' ? 'ERC20' : 'TRC20';
}

/**
 * amount ÷ rate rounded down to 2 decimals (docs/product.md §9), exactly: with amount = fen / 100 and
 * rate = units / 10^scale, hundredths = floor(fen × 10^scale / units). Null when the rate
 * is unreadable or zero.
 */
export function usdtEquivalentCents(amount: Fen, rate: string | number): UsdtCents | null {
  const r = parseDecimal(rate);
  if (!r || r.units === 0n || !Number.isSafeInteger(amount) || amount < 0) return null;
  return Number((BigInt(amount) * pow10(r.scale)) / r.units);
}

/** usdtEquivalentCents as text, e.g. "14.28"; null when there is no usable rate. */
export function usdtEquivalent(amount: Fen, rate: string | number): string | null {
  const cents = usdtEquivalentCents(amount, rate);
  return cents === null ? null : formatUsdt(cents);
}

export interface WithdrawFees {
  /** userInfo.withdrawcashfee, in USDT. */
  readonly erc20Fee: string | number;
  /** userInfo.withdrawfeeusdttrc, in USDT. */
  readonly trc20Fee: string | number;
}

/**
 * The per-withdrawal fee for a protocol, in hundredths. A fee written with more than 2
 * decimals (only one stored before the operator API refused them) is rounded up, so the
 * amount received is never more than the fee allows; the server books with this very
 * function, so screen and ledger round it alike.
 */
export function withdrawFeeCents(protocol: UsdtProtocol, fees: WithdrawFees): UsdtCents | null {
  const fee = parseDecimal(protocol === 'ERC20' ? fees.erc20Fee : fees.trc20Fee);
  if (!fee) return null;
  const cents = fee.scale <= 2 ? fee.units * pow10(2 - fee.scale) : ceilDiv(fee.units, pow10(fee.scale - 2));
  return Number(cents);
}

/**
 * Equivalent minus the protocol's fee. When the fee exceeds the equivalent the result is
 * 0, not negative: nothing can be received, and a negative figure would read as a charge.
 */
export function usdtActualReceivedCents(amount: Fen, rate: string | number, protocol: UsdtProtocol, fees: WithdrawFees): UsdtCents | null {
  const equivalent = usdtEquivalentCents(amount, rate);
  const fee = withdrawFeeCents(protocol, fees);
  if (equivalent === null || fee === null) return null;
  return Math.max(0, equivalent - fee);
}

/** usdtActualReceivedCents as text, e.g. "13.28"; null when rate or fee is unreadable. */
export function usdtActualReceived(amount: Fen, rate: string | number, protocol: UsdtProtocol, fees: WithdrawFees): string | null {
  const cents = usdtActualReceivedCents(amount, rate, protocol, fees);
  return cents === null ? null : formatUsdt(cents);
}

/**
 * What an operator may set as a USDT rate or fee: a plain decimal with at most 2 decimals and
 * at most 8 digits before the point (the records keep them as NUMERIC(10, 2)). Hundredths
 * because the screens show USDT in hundredths and the ledger records them so: a third decimal
 * (a fee of 1.005) would need a rounding rule of its own, so it is refused where it is set and
 * the figure the player sees is the figure the operator typed.
 */
const USDT_SETTING = /^(?:0|[1-9]\d{0,7})(?:\.\d{1,2})?$/;

/** A rate (yuan per USDT) an operator may set: see USDT_SETTING, and above 0. */
export function isUsdtRateSetting(text: string): boolean {
  return USDT_SETTING.test(text) && parseDecimal(text)?.units !== 0n;
}

/** A per-withdrawal fee (USDT) an operator may set: see USDT_SETTING; 0 is allowed. */
export function isUsdtFeeSetting(text: string): boolean {
  return USDT_SETTING.test(text);
}

/** 1428 → "14.28". */
export function formatUsdt(cents: UsdtCents): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
