/** The phone's setting "reduce motion" (iOS, Android, desktop browsers). */
const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * Turns antd-mobile's motion (popups, dialogs, toasts: react-spring) off while the phone asks for
 * reduced motion, and on again when it stops asking (WCAG 2.3.3; docs/performance.md). The ui-kit's
 * own motion follows the same media query in CSS. antd-mobile's switch is loaded only when the
 * phone asks: it brings react-spring, which a phone that does not ask loads with its first popup.
 */
export function followReducedMotion(win: Pick<Window, 'matchMedia'>): void {
  if (typeof win.matchMedia !== 'function') return;
  const query = win.matchMedia(REDUCE);
  let loaded = false;
  const apply = (reduce: boolean) => {
    if (!reduce && !loaded) return;
    loaded = true;
    void import('./antd-motion').then(
      (m) => m.setAntdMotion(!reduce),
      () => (loaded = false),
    );
  };
  apply(query.matches);
  query.addEventListener?.('change', (event) => apply(event.matches));
}
