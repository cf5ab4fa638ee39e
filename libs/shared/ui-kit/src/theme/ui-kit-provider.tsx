import { ConfigProvider } from 'antd-mobile';
// The CommonJS build of the locale, so jest (which does not transform node_modules) and Vite both load it.
import zhCN from 'antd-mobile/cjs/locales/zh-CN';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface UiKitProviderProps {
  children: ReactNode;
}

/** Theme, global styles and the zh-CN antd-mobile locale: wrap the app (and every story) once. */
export function UiKitProvider({ children }: UiKitProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ConfigProvider locale={zhCN}>{children}</ConfigProvider>
    </ThemeProvider>
  );
}
