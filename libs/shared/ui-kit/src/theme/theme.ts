import { colors, durations, fontFamily, fontSizes, fontWeights, layout, lineHeights, radii, shadows, space, zIndices } from './tokens';

export const theme = {
  colors,
  space,
  radii,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  zIndices,
  layout,
  fontFamily,
  durations,
} as const;

export type UiTheme = typeof theme;

// Declared once here, so every `styled` callback in the workspace sees the typed theme.
// Members are listed (not `extends UiTheme {}`) because an empty interface body is banned by lint.
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: UiTheme['colors'];
    space: UiTheme['space'];
    radii: UiTheme['radii'];
    fontSizes: UiTheme['fontSizes'];
    fontWeights: UiTheme['fontWeights'];
    lineHeights: UiTheme['lineHeights'];
    shadows: UiTheme['shadows'];
    zIndices: UiTheme['zIndices'];
    layout: UiTheme['layout'];
    fontFamily: UiTheme['fontFamily'];
    durations: UiTheme['durations'];
  }
}

/** `px(12)` → `'12px'`, for tokens stored as numbers. */
export const px = (value: number): string => `${value}px`;
