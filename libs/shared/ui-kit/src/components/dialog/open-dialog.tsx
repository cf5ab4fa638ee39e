import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import type { ReactElement } from 'react';

/**
 * Renders a dialog outside the app's tree (for confirm()/alert() called from a handler) and
 * resolves with the value the dialog settles with; then it is removed.
 */
export function openDialog<T>(render: (settle: (value: T) => void) => ReactElement): Promise<T> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  return new Promise<T>((resolve) => {
    let settled = false;
    const settle = (value: T) => {
      if (settled) return;
      settled = true;
      // Unmounting inside the click that settled it would unmount during React's own event.
      setTimeout(() => {
        root.unmount();
        host.remove();
        resolve(value);
      });
    };
    root.render(<ThemeProvider theme={theme}>{render(settle)}</ThemeProvider>);
  });
}
