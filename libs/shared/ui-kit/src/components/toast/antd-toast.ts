import { Toast } from 'antd-mobile';
import { createElement } from 'react';
import { announce } from './announce';
import { installAntdMobileReact19 } from '../../theme/antd-react19';
import type { ToastOptions } from './toast';

/** The antd-mobile side of showToast, in its own chunk (see toast.ts). */
export function show(content: string, { icon, duration }: ToastOptions): void {
  // Harmless when the app already installed it; without it the toast would never appear.
  installAntdMobileReact19();
  // antd-mobile's toast sets word-break: break-all, which cut words of the languages that space
  // them ('Incorrect withdrawal pass' / 'word', issue 33): a line breaks between words, and
  // inside one only when it cannot fit. Chinese breaks between any two characters either way.
  Toast.show({ content: createElement('span', { style: { wordBreak: 'normal', overflowWrap: 'anywhere' } }, content), icon, duration });
  announce(content);
}

/** Takes a toast of a screen that ended off the page (see toast.ts). */
export function clear(): void {
  Toast.clear();
}
