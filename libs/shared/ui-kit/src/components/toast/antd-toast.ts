import { Toast } from 'antd-mobile';
import { createElement } from 'react';
import { announce } from './announce';
import { onOverlayScreenChange } from '../../overlay/overlay-screen';
import { installAntdMobileReact19 } from '../../theme/antd-react19';
import type { ToastOptions } from './toast';

// A toast belongs to the screen it was raised on and goes when the player leaves it (back, the
// tab bar: docs/architecture.md §8). One raised just before the screen changed is the outcome of
// the action that navigated (提交成功 → /transRecord, 绑定成功 → back) and goes along. This
// module loads with the first toast, so the first paint carries none of it.
const OUTCOME_MS = 500;
let shownAt: number | null = null;
onOverlayScreenChange(() => {
  if (shownAt !== null && Date.now() - shownAt >= OUTCOME_MS) {
    shownAt = null;
    Toast.clear();
  }
});

/** The antd-mobile side of showToast, in its own chunk (see toast.ts). */
export function show(content: string, { icon, duration }: ToastOptions): void {
  shownAt = Date.now();
  // Harmless when the app already installed it; without it the toast would never appear.
  installAntdMobileReact19();
  // antd-mobile's toast sets word-break: break-all, which cut words of the languages that space
  // them ('Incorrect withdrawal pass' / 'word'; docs/i18n.md): a line breaks between words, and
  // inside one only when it cannot fit. Chinese breaks between any two characters either way.
  Toast.show({ content: createElement('span', { style: { wordBreak: 'normal', overflowWrap: 'anywhere' } }, content), icon, duration });
  announce(content);
}
