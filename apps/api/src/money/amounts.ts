import { fenToYuanNumber, formatYuan, parseYuan, type Fen } from '@h5/domain';
import { BizError, Code } from '../http/envelope';
import { MONEY_MESSAGES } from './messages';

/** No single money call moves more than 100 million yuan; anything above is hostile input. */
export const MAX_AMOUNT_FEN: Fen = 100_000_000 * 100;

/**
 * Reads a yuan amount from a request (number or decimal text, at most 2 decimals) as fen
 * > 0, or throws a business error. JSON schemas let 1e308, -1 and 0.001 through as numbers,
 * so the meaning is checked here.
 */
export function requireYuan(input: unknown, code: number = Code.invalidParam): Fen {
  if (typeof input !== 'number' && typeof input !== 'string') throw new BizError(code, MONEY_MESSAGES.amountInvalid);
  if (typeof input === 'number' && !Number.isFinite(input)) throw new BizError(code, MONEY_MESSAGES.amountInvalid);
  const fen = parseYuan(input);
  if (fen === null || fen <= 0) throw new BizError(code, MONEY_MESSAGES.amountInvalid);
  if (fen > MAX_AMOUNT_FEN) throw new BizError(code, MONEY_MESSAGES.amountTooLarge);
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
