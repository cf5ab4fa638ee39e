import { isApiError } from '@h5/api-client';
import { showError } from '@h5/ui-kit';
import { useEffect } from 'react';

/**
 * docs/product.md §8: a failed load answered with a business code shows the server's message as an
 * error toast; network failures stay silent (the screen shows its retry state); 401 is the
 * shell's dialog.
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
