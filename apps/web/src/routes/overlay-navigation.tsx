import { useLayoutEffect } from 'react';
import { useLocation, type Navigator } from 'react-router-dom';
import { overlayEntryOnTop, setOverlayScreen } from '@h5/ui-kit';

/**
 * The router's navigator, except that a push made while an overlay's history entry is on top
 * replaces that entry (docs/architecture.md §8): 去绑定 → /wallet, a menu entry → /vip leave no
 * entry behind that back would land on.
 */
export function replacingOverlayEntries(history: Navigator): Navigator {
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: history.encodeLocation?.bind(history),
    go: (delta) => history.go(delta),
    push: (to, state, opts) => (overlayEntryOnTop() ? history.replace(to, state, opts) : history.push(to, state, opts)),
    replace: (to, state, opts) => history.replace(to, state, opts),
  };
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
