import { BizError, Code } from '../http/envelope';

// Markup, quotes and control characters have no place in names, branches or addresses.
const HOSTILE = /[<>"'`\\;]/;
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/** Trimmed text of 1..max characters without markup or control characters, else a 422 with `message`. */
export function requireText(input: unknown, message: string, max = 32): string {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text || [...text].length > max || HOSTILE.test(text) || hasControl(text)) throw new BizError(Code.invalidParam, message);
  return text;
}

/** A person's name: letters (any script), spaces and dots, no digits. */
export function requireName(input: unknown, message: string): string {
  const text = requireText(input, message);
  if (!/^[\p{L}\p{M} .·]+$/u.test(text)) throw new BizError(Code.invalidParam, message);
  return text;
}

/** An address or branch: free text, but with at least one letter (not a number or a symbol run). */
export function requirePlace(input: unknown, message: string): string {
  const text = requireText(input, message);
  if (!/\p{L}/u.test(text)) throw new BizError(Code.invalidParam, message);
  return text;
}

/** A bank card number: 8-30 ASCII digits (spaces removed), else a 422 with `message`. */
export function requireCardNumber(input: unknown, message: string): string {
  const digits = typeof input === 'string' ? input.replace(/ /g, '') : '';
  if (!/^[0-9]{8,30}$/.test(digits)) throw new BizError(Code.invalidParam, message);
  return digits;
}

const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ERC20 = /^0x[0-9a-fA-F]{40}$/;

/** TRC20 addresses are base58 and start with T (34 characters); ERC20 are 0x + 40 hex digits. */
export const isUsdtAddress = (protocol: 'TRC20' | 'ERC20', address: string): boolean =>
  (protocol === 'TRC20' ? TRC20 : ERC20).test(address);

/** A small round badge with the first character of a name, drawn as an inline SVG picture. */
export function badge(label: string, color = '#c8102e'): string {
  const ch = [...label][0] ?? '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<circle cx="24" cy="24" r="24" fill="${color}"/>` +
    `<text x="24" y="31" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">${ch}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
