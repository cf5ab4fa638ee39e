import type { BusinessCode } from '@h5/api-contract';

/**
 * Every failure a page can meet, told apart by `kind`:
 * - business: the server answered a code other than 200/401; `message` is the server's text
 * - unauthorized: code 401 (the session listener already reacted)
 * - timeout / network: no usable answer (pages mostly fail silently on these, docs/product.md §8)
 * - http / parse: not the site's envelope at all
 */
export type ApiError =
  | { kind: 'business'; code: number; message: string; data?: unknown }
  | { kind: 'unauthorized'; code: typeof BusinessCode.sessionExpired; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'parse'; message: string };

export const isApiError = (e: unknown): e is ApiError => typeof e === 'object' && e !== null && 'kind' in e && 'message' in e;

/** The text to show for an error toast (server text for business errors). */
export const errorMessage = (e: unknown, fallback = ''): string => (isApiError(e) ? e.message : fallback);
