import { useEffect } from 'react';
import { isApiError, type WalletMoneyNotices } from '@h5/api-client';
import { showError, showToast } from '@h5/ui-kit';

/**
 * docs/product.md §8: a load or action answered with a business code shows the server's message
 * as an error toast; network failures stay silent (the screen shows its retry state) and 401 is
 * the shell's dialog.
 */
export function notifyBusinessError(error: unknown): void {
  if (isApiError(error) && error.kind === 'business') showError(error.message);
}

/** notifyBusinessError once per failed query answer. */
export function useNotifyBusinessError(error: unknown): void {
  useEffect(() => {
    if (error) notifyBusinessError(error);
  }, [error]);
}

/** A page fetch for PagedList that toasts a business refusal before the list shows its retry. */
export async function notifying<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    notifyBusinessError(error);
    throw error;
  }
}

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

/** How useWalletMoney speaks on the money screens: refused loads as error toasts, 一键回收's message as a success. */
export const walletMoneyNotices: WalletMoneyNotices = { error: showError, success: (message) => showToast(message, { icon: 'success' }) };
