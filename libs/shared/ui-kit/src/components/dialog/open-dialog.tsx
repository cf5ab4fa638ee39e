import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { overlayScreen } from '../../overlay/overlay-screen';
import { overlayHistoryIdle } from '../../overlay/overlay-stack';
import { theme } from '../../theme/theme';
import type { ReactElement } from 'react';

/**
 * Renders a dialog outside the app's tree (for confirm()/alert() called from a handler) and
 * resolves with the value the dialog settles with; then it is removed. It belongs to the screen
 * it opened on (docs/architecture.md §8): when that screen ends the dialog closes and the promise
 * never resolves, so neither answer's action runs on another screen; and it resolves only once
 * its history entry is gone, so an action that navigates leaves no entry behind.
 * `ownScreen: false`: a dialog that must be answered (alert(): no history entry, no close on a
 * screen change) stays over whatever screen comes and its answer always counts; its tap would
 * otherwise do nothing once the screen under it changed.
 */
export function openDialog<T>(render: (settle: (value: T) => void) => ReactElement, { ownScreen = true } = {}): Promise<T> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  return new Promise<T>((resolve) => {
    let settled = false;
    const screen = overlayScreen();
    const settle = (value: T) => {
      if (settled) return;
      settled = true;
      // Unmounting inside the click that settled it would unmount during React's own event.
      setTimeout(() => {
        root.unmount();
        host.remove();
        void overlayHistoryIdle().then(() => {
          if (!ownScreen || overlayScreen() === screen) resolve(value);
        });
      });
    };
    root.render(<ThemeProvider theme={theme}>{render(settle)}</ThemeProvider>);
  });
}
