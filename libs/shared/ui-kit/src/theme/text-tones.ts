import type { colors } from './tokens';

/**
 * The text colours of the tokens, by what they say: every one passes WCAG AA on the surface and
 * background fills (tokens.test.ts); `onAccent` is for text on the accent fill (Text's `$tone`).
 */
export type TextTone = 'default' | 'secondary' | 'tertiary' | 'brand' | 'success' | 'warning' | 'danger' | 'onAccent';

export const TEXT_TONES: Record<TextTone, keyof typeof colors> = {
  default: 'text',
  secondary: 'textSecondary',
  tertiary: 'textTertiary',
  brand: 'accent',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  onAccent: 'onAccent',
};
