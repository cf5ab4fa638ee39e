import { isApiError } from '@h5/api-client';

/**
 * Toasts are only needed after a tap or a failed load, so antd-mobile's Toast (with its
 * animation library) is fetched then instead of on the first paint of /.
 */
const toast = () => import('./toast');

export function notify(message: string): void {
  void toast().then(({ showToast }) => showToast(message));
}

/**
 * Spec §8: a load or action answered with a business code shows the server's message; network
 * failures stay silent and 401 is the shell's dialog.
 */
export function notifyBusinessError(error: unknown): void {
  if (!isApiError(error) || error.kind !== 'business') return;
  const { message } = error;
  void toast().then(({ showError }) => showError(message));
}
