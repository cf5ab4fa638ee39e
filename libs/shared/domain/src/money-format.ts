import { formatYuan, type Fen } from './money';

/** The currency sign every screen shows before a yuan amount. */
export const YUAN_SIGN = '¥';

export interface MoneyFormatOptions {
  /** Prefix with ¥ (default true); lists whose column header already says 元 leave it off. */
  currency?: boolean;
  /** Show "+" on positive amounts (wins, credits in a ledger). */
  signed?: boolean;
}

/** Groups the integer digits by three with commas: "1234567" → "1,234,567". */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The one way money is shown to a player (docs/product.md §2, what every screen has): yuan with exactly 2 decimals, integer
 * digits grouped by three with a comma from 1,000 up, the sign before the ¥.
 * 123450 → "¥1,234.50", -2500 → "-¥25.00", 9 → "¥0.09". Built on formatYuan's exact
 * integer arithmetic, so no float ever touches the amount. The API keeps speaking
 * formatYuan's ungrouped form; this one is for eyes only.
 */
export function formatMoney(fen: Fen, { currency = true, signed = false }: MoneyFormatOptions = {}): string {
  const [integer, cents] = formatYuan(Math.abs(fen)).split('.');
  const sign = fen < 0 ? '-' : signed && fen > 0 ? '+' : '';
  return `${sign}${currency ? YUAN_SIGN : ''}${groupThousands(integer)}.${cents}`;
}
