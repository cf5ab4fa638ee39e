import { isApiError, type WalletMoneyNotices } from '@h5/api-client';
import { showError, showToast } from '@h5/ui-kit';

/**
 * docs/product.md §8: a failed load answered with a business code shows the server's message as an
 * error toast; network failures stay silent (the screen shows its retry state) and 401 is
 * the shell's dialog.
 */
export function notifyBusinessError(error: unknown): void {
  if (isApiError(error) && error.kind === 'business') showError(error.message);
}

/** The server's refusal as the form shows it, or null for failures the spec keeps silent. */
export function refusalMessage(error: unknown): string | null {
  return isApiError(error) && error.kind === 'business' ? error.message : null;
}

/** How useWalletMoney speaks here: refused loads as error toasts, 一键回收's message as a success. */
export const walletMoneyNotices: WalletMoneyNotices = { error: showError, success: (message) => showToast(message, { icon: 'success' }) };
