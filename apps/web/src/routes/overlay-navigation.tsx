import { useLayoutEffect } from 'react';
import { useLocation, type Navigator } from 'react-router-dom';
import { overlayEntryOnTop, setOverlayScreen } from '@h5/ui-kit';

/**
 * The router's history, made to replace the entry of an overlay on top instead of pushing over it
 * (docs/architecture.md §8): 去绑定 → /wallet, a menu entry → /vip leave no entry behind that back
 * would land on.
 */
export function replacingOverlayEntries<T extends Pick<Navigator, 'push' | 'replace'>>(history: T): T {
  const push = history.push.bind(history);
  history.push = (to, state, opts) => (overlayEntryOnTop() ? history.replace(to, state, opts) : push(to, state, opts));
  return history;
}

/**
 * Tells ui-kit's overlay layer which screen is shown: when the path changes, the last screen's
 * dialogs, confirms, popups, the menu and its toasts close. Rendered before the routes, so the
 * new screen's own overlays (opened in the same commit) already belong to it.
 */
export function OverlayScreenBinding() {
  const { pathname } = useLocation();
  useLayoutEffect(() => setOverlayScreen(pathname), [pathname]);
  return null;
}
