import styled from 'styled-components';
import { boxRules, type BoxProps } from '../layout/flex';
import type { colors, fontSizes, fontWeights, lineHeights } from '../../theme/tokens';

export type TextSize = keyof typeof fontSizes;
export type TextWeight = keyof typeof fontWeights;
export type TextLeading = keyof typeof lineHeights;
/**
 * The text colours of the tokens, by what they say: every one passes WCAG AA on the surface and
 * background fills (tokens.test.ts); `onAccent` is for text on the accent fill.
 */
export type TextTone = 'default' | 'secondary' | 'tertiary' | 'brand' | 'success' | 'warning' | 'danger' | 'onAccent';

const TONE: Record<TextTone, keyof typeof colors> = {
  default: 'text',
  secondary: 'textSecondary',
  tertiary: 'textTertiary',
  brand: 'accent',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
  onAccent: 'onAccent',
};

export interface TextProps extends BoxProps {
  /** A step of the tokens' type scale (`fontSizes`), never a pixel value. */
  $size?: TextSize;
  $tone?: TextTone;
  $weight?: TextWeight;
  $leading?: TextLeading;
  $align?: 'start' | 'center' | 'end';
  /** Cut to this many lines with an ellipsis (1: one line that never wraps). */
  $lines?: number;
  /** A long word (a venue's name, an address) may break anywhere rather than widen its box at 320 px. */
  $breakAnywhere?: boolean;
}

const clamp = (lines: number) =>
  lines === 1
    ? 'overflow: hidden; white-space: nowrap; text-overflow: ellipsis;'
    : `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${lines}; overflow: hidden;`;

/**
 * A run of text in the tokens' type: a hint, a note, a label, a name, a title (`as="h2"`). A `p`
 * with no margin unless `as` says otherwise; only the rules a prop asks for are written, so what
 * is not given (colour, size) comes from around it, as plain text would.
 */
export const Text = styled.p<TextProps>`
  ${boxRules}
  ${({ theme, $size }) => $size && `font-size: ${theme.fontSizes[$size]}px;`}
  ${({ theme, $tone }) => $tone && `color: ${theme.colors[TONE[$tone]]};`}
  ${({ theme, $weight }) => $weight && `font-weight: ${theme.fontWeights[$weight]};`}
  ${({ theme, $leading }) => $leading && `line-height: ${theme.lineHeights[$leading]};`}
  ${({ $align }) => $align && `text-align: ${$align};`}
  ${({ $lines }) => $lines && clamp($lines)}
  ${({ $breakAnywhere }) => $breakAnywhere && 'overflow-wrap: anywhere;'}
`;
