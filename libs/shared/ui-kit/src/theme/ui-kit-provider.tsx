import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';
import { useTookOverServerHtml } from '../hooks/use-hydrated';
import type { ReactNode } from 'react';

export interface UiKitProviderProps {
  children: ReactNode;
}

/**
 * Theme and global styles: wrap the app (and every story) once. antd-mobile's components speak
 * zh-CN without a ConfigProvider (its default config is that locale), so none is rendered here:
 * the provider and its locale table load with the first antd-mobile component of a lazy screen,
 * not with every first paint.
 */
export function UiKitProvider({ children }: UiKitProviderProps) {
  // Over the server's HTML its sheet holds the global style already: rendering it again put the
  // rules through stylis in the hydration commit (docs/performance.md).
  const serverSheet = useTookOverServerHtml();
  return (
    <ThemeProvider theme={theme}>
      {!serverSheet && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
