import { isApiError } from '@h5/api-client';

/** What a form that reports its failed submit above the button adds to §8's rule. */
export interface RefusalOptions {
  /** Also show a network failure, in the data layer's own text (网络异常…, 请求超时…). */
  network?: boolean;
  /** The text when the server refuses without a message. */
  empty?: string;
}

/**
 * The text a refused action shows, or null when docs/product.md §8 keeps it silent: a business
 * refusal shows the server's message untouched; a 401 is the shell's dialog; a network failure
 * shows nothing unless the screen's form reports it (`network`, the account forms do).
 */
export function refusalMessage(error: unknown, options: RefusalOptions = {}): string | null {
  if (!isApiError(error) || error.kind === 'unauthorized') return null;
  if (error.kind !== 'business' && !options.network) return null;
  return error.message || options.empty || null;
}
