import { messages } from '../../messages';

export interface ToastOptions {
  icon?: 'success' | 'fail' | 'loading';
  /** Milliseconds; antd-mobile's default is 2000. */
  duration?: number;
}

// A toast only ever follows a tap or a failed load, so antd-mobile's Toast and its animation
// runtime (~20 KB gzip) are fetched then, keeping them off every page's first paint.
const antdToast = () => import('./antd-toast');

/** A short message over the page (success texts such as 复制成功！ or 操作成功！). */
export function showToast(content: string, options: ToastOptions = {}): void {
  void antdToast().then(({ show }) => show(content, options));
}

/** A failure toast with the server's message, or a generic one when the server sent none. */
export function showError(message?: string | null): void {
  showToast(message?.trim() || messages.serverError, { icon: 'fail' });
}
