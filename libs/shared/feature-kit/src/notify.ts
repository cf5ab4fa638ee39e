import { useEffect } from 'react';
import { isApiError } from '@h5/api-client';
import { showError } from '@h5/ui-kit';

// Kept to these two on purpose: the home page (games) uses them, and whatever else this
// module held would load with the first paint of / (web:budget).

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
