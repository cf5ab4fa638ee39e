import { parseDecimal, pow10 } from './decimal';

/** Money inside the domain: an integer number of fen (1 yuan = 100 fen). */
export type Fen = number;

const FEN_PER_YUAN = 100;

/**
 * Reads a yuan amount ("100", "100.5", "0.01", or a number from the API) as fen.
 * Returns null for empty, negative, non-numeric or more than 2 decimals, and for amounts
 * too large to stay exact as a JS number. Digits are joined as text, never multiplied
 * as floats, so "0.29" is 29 fen and not 28.999….
 */
export function parseYuan(input: string | number): Fen | null {
  const decimal = parseDecimal(input);
  if (!decimal || decimal.scale > 2) return null;
  const fen = decimal.units * pow10(2 - decimal.scale);
  return fen > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(fen);
}

/**
 * Like parseYuan but accepts a leading minus sign, for values that really can be negative
 * (bet win/loss, ledger deltas).
 */
export function parseSignedYuan(input: string | number): Fen | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!text.startsWith('-')) return parseYuan(text);
  const digits = text.slice(1);
  // The sign belongs to the number: "- 1" is not minus one.
  if (digits !== digits.trimStart()) return null;
  const fen = parseYuan(digits);
  return fen === null ? null : -fen;
}

/** 123450 → "1234.50"; negative amounts get a leading "-". */
export function formatYuan(fen: Fen): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const cents = String(abs % FEN_PER_YUAN).padStart(2, '0');
  return `${sign}${Math.floor(abs / FEN_PER_YUAN)}.${cents}`;
}

/** Yuan without useless zeros, for messages: 10000 → "100", 10050 → "100.5". */
export function formatYuanShort(fen: Fen): string {
  return formatYuan(fen).replace(/\.?0+$/, '');
}

/**
 * The API speaks yuan as decimal numbers. Dividing an integer by 100 is correctly rounded
 * in IEEE arithmetic, so the result is exactly the number "1234.5" would parse to.
 */
export function fenToYuanNumber(fen: Fen): number {
  return fen / FEN_PER_YUAN;
}

/** Total assets on the wallet screens: central balance plus game balance. */
export function totalAssets(central: Fen, game: Fen): Fen {
  return central + game;
}
