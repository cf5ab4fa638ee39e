import { Toast } from 'antd-mobile';
import { messages } from '../../messages';
import { installAntdMobileReact19 } from '../../theme/antd-react19';

export interface ToastOptions {
  icon?: 'success' | 'fail' | 'loading';
  /** Milliseconds; antd-mobile's default is 2000. */
  duration?: number;
}

/** A short message over the page (success texts such as 复制成功！ or 操作成功！). */
export function showToast(content: string, { icon, duration }: ToastOptions = {}): void {
  // Harmless when the app already installed it; without it the toast would never appear.
  installAntdMobileReact19();
  Toast.show({ content, icon, duration });
}

/** A failure toast with the server's message, or a generic one when the server sent none. */
export function showError(message?: string | null): void {
  showToast(message?.trim() || messages.serverError, { icon: 'fail' });
}
