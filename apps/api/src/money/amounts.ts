import { fenToYuanNumber, formatYuan, parseSignedYuan, parseYuan, type Fen } from '@h5/domain';
import { MONEY_MESSAGES } from './messages';
import { BizError, Code } from '../http/envelope';

/** No single money call moves more than 100 million yuan; anything above is hostile input. */
export const MAX_AMOUNT_FEN: Fen = 100_000_000 * 100;

/**
 * The one reading of an amount on this server, member and operator calls alike, through the
 * domain's parser: a finite JSON number or a canonical decimal string (digits, at most 2
 * decimals, a leading "-" only where a signed amount is asked for). No spaces anywhere, no
 * "+", exponent, hex or digit grouping: "- 1", " 1", "+1", "1e2", "0x10", "1 000" are refused.
 */
function readFen(input: unknown, signed: boolean): Fen | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
  } else if (typeof input !== 'string' || /\s/.test(input)) return null;
  return signed ? parseSignedYuan(input) : parseYuan(input);
}

/**
 * Reads a yuan amount from a request as fen > 0, or throws a business error. JSON schemas
 * let 1e308, -1 and 0.001 through as numbers, so the meaning is checked here.
 */
export function requireYuan(input: unknown, code: number = Code.invalidParam): Fen {
  const fen = readFen(input, false);
  if (fen === null || fen <= 0) throw new BizError(code, MONEY_MESSAGES.amountInvalid);
  if (fen > MAX_AMOUNT_FEN) throw new BizError(code, MONEY_MESSAGES.amountTooLarge);
  return fen;
}

/** A signed non-zero amount (operator adjustments: "-12.50" or -12.5 debits), or a business error. */
export function requireSignedYuan(input: unknown): Fen {
  const fen = readFen(input, true);
  if (fen === null || fen === 0) throw new BizError(Code.invalidParam, MONEY_MESSAGES.amountInvalid);
  if (Math.abs(fen) > MAX_AMOUNT_FEN) throw new BizError(Code.invalidParam, MONEY_MESSAGES.amountTooLarge);
  return fen;
}

/** The site floors transfer amounts to whole yuan; the result must still be > 0. */
export function requireWholeYuan(input: unknown, code: number): Fen {
  const fen = requireYuan(input, code);
  const whole = Math.floor(fen / 100) * 100;
  if (whole <= 0) throw new BizError(code, MONEY_MESSAGES.amountInvalid);
  return whole;
}

/** Fen as the yuan number the API answers with (e.g. 12.5). */
export const yuan = (fen: Fen | string): number => fenToYuanNumber(Number(fen));

/** Fen as the '%.2f' text the site sends for decimal columns. */
export const yuanText = (fen: Fen | string): string => formatYuan(Number(fen));

/** A positive integer id from a number or digit string; null when it is not one. */
export function positiveId(input: unknown): number | null {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}
