import { createGlobalStyle } from 'styled-components';

// `html:root` outranks antd-mobile's own `:root` block, whichever stylesheet loads last.
export const GlobalStyle = createGlobalStyle`
  html:root {
    --adm-color-primary: ${({ theme }) => theme.colors.accent};
    --adm-color-success: ${({ theme }) => theme.colors.success};
    --adm-color-warning: ${({ theme }) => theme.colors.warning};
    --adm-color-danger: ${({ theme }) => theme.colors.danger};
    --adm-color-text: ${({ theme }) => theme.colors.text};
    --adm-color-text-secondary: ${({ theme }) => theme.colors.textSecondary};
    --adm-color-weak: ${({ theme }) => theme.colors.textTertiary};
    --adm-color-light: ${({ theme }) => theme.colors.textDisabled};
    --adm-color-border: ${({ theme }) => theme.colors.border};
    --adm-color-background: ${({ theme }) => theme.colors.surface};
    --adm-color-box: ${({ theme }) => theme.colors.background};
    --adm-color-wathet: ${({ theme }) => theme.colors.accentSoft};
    --adm-radius-s: ${({ theme }) => theme.radii.sm}px;
    --adm-radius-m: ${({ theme }) => theme.radii.md}px;
    --adm-radius-l: ${({ theme }) => theme.radii.lg}px;
    --adm-font-size-main: ${({ theme }) => theme.fontSizes.sm}px;
    --adm-font-family: ${({ theme }) => theme.fontFamily};
    --safe-top: env(safe-area-inset-top, 0px);
    --safe-right: env(safe-area-inset-right, 0px);
    --safe-bottom: env(safe-area-inset-bottom, 0px);
    --safe-left: env(safe-area-inset-left, 0px);
    -webkit-tap-highlight-color: transparent;
    -webkit-text-size-adjust: 100%;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html,
  body {
    margin: 0;
    padding: 0;
  }

  /* With viewport-fit=cover the page reaches under notches and home bars; the padding keeps
     content clear of them. Fixed bars add the same --safe-* insets themselves. */
  body {
    min-height: 100vh;
    min-height: 100dvh;
    padding: var(--safe-top) var(--safe-right) var(--safe-bottom) var(--safe-left);
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }

  /* Was antd-mobile's global stylesheet, which now loads with the first lazy antd-mobile screen. */
  a,
  button {
    cursor: pointer;
  }

  button,
  input,
  textarea,
  select {
    font: inherit;
  }

  img {
    max-width: 100%;
  }
`;
