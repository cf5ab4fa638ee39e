import { Toast } from 'antd-mobile';
import { announce } from './announce';
import { installAntdMobileReact19 } from '../../theme/antd-react19';
import type { ToastOptions } from './toast';

/** The antd-mobile side of showToast, in its own chunk (see toast.ts). */
export function show(content: string, { icon, duration }: ToastOptions): void {
  // Harmless when the app already installed it; without it the toast would never appear.
  installAntdMobileReact19();
  Toast.show({ content, icon, duration });
  announce(content);
}
