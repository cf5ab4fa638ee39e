/**
 * Exact decimal parsing for money-like values. Everything numeric in the domain goes through
 * here so that no value ever passes through float arithmetic.
 */
export interface Decimal {
  /** The digits as an integer, e.g. 12.5 → 125n. */
  readonly units: bigint;
  /** How many of those digits are decimals, e.g. 12.5 → 1. */
  readonly scale: number;
}

const UNSIGNED = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a non-negative plain decimal ("7", "7.10", 7.1). Numbers are read through their
 * shortest string form, so 0.1 + 0.2 (0.30000000000000004) keeps all its digits and
 * exponent forms (1e21, 1e-7), NaN and Infinity are refused.
 */
export function parseDecimal(input: string | number): Decimal | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = UNSIGNED.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1] + fraction), scale: fraction.length };
}

/** 10 to the power n, as a bigint. */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Integer division rounded up, for non-negative operands. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
