import { isApiError } from '@h5/api-client';
import { showError } from '@h5/ui-kit';

/**
 * docs/product.md §8: a failed load answered with a business code shows the server's message as an
 * error toast; network failures stay silent (the screen shows its retry state); 401 is the
 * shell's dialog.
 */
export function notifyBusinessError(error: unknown): void {
  if (isApiError(error) && error.kind === 'business') showError(error.message);
}

/** What a refused form shows above its button: the server's text, or the network text. */
export function refusalMessage(error: unknown, fallback: string): string | null {
  if (!isApiError(error) || error.kind === 'unauthorized') return null;
  return error.message || fallback;
}
