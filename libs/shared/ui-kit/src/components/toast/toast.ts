import { messages } from '../../messages';
import { onOverlayScreenChange, overlayScreen } from '../../overlay/overlay-stack';

export interface ToastOptions {
  icon?: 'success' | 'fail' | 'loading';
  /** Milliseconds; antd-mobile's default is 2000. */
  duration?: number;
}

// A toast only ever follows a tap or a failed load, so antd-mobile's Toast and its animation
// runtime (~20 KB gzip) are fetched then, keeping them off every page's first paint.
const antdToast = () => import('./antd-toast');

// A toast belongs to the screen it was raised on and goes when the player leaves it (back, the
// tab bar: docs/architecture.md §8). One raised just before the screen changed is the outcome of
// the action that navigated (提交成功 → /transRecord, 绑定成功 → back) and goes along.
const OUTCOME_MS = 500;
interface Raised {
  screen: string;
  at: number;
}
let latest: Raised | null = null;
let listening = false;

function followScreen() {
  if (listening) return;
  listening = true;
  onOverlayScreenChange((next) => {
    if (!latest) return;
    if (Date.now() - latest.at < OUTCOME_MS) {
      latest.screen = next;
      return;
    }
    latest = null;
    void antdToast().then(({ clear }) => clear());
  });
}

/** A short message over the page (success texts such as 复制成功！ or 操作成功！). */
export function showToast(content: string, options: ToastOptions = {}): void {
  followScreen();
  const raised: Raised = { screen: overlayScreen(), at: Date.now() };
  latest = raised;
  void antdToast().then(({ show }) => {
    // Its screen ended while the chunk loaded: it is not shown on the next one.
    if (raised.screen === overlayScreen()) show(content, options);
  });
}

/** A failure toast with the server's message, or a generic one when the server sent none. */
export function showError(message?: string | null): void {
  showToast(message?.trim() || messages.serverError, { icon: 'fail' });
}
