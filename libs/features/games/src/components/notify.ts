import { isApiError } from '@h5/api-client';
import { showError, showToast } from '@h5/ui-kit';

export const notify = (message: string): void => showToast(message);

/**
 * docs/product.md §8: a load or action answered with a business code shows the server's message; network
 * failures stay silent and 401 is the shell's dialog.
 */
export function notifyBusinessError(error: unknown): void {
  if (isApiError(error) && error.kind === 'business') showError(error.message);
}
