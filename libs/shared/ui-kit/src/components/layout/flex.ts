import { css, type DefaultTheme } from 'styled-components';
import type { space } from '../../theme/tokens';

/** A gap is a step of the tokens' spacing scale (tokens.ts `space`), never a free pixel value. */
export type SpaceStep = keyof typeof space;

/** A side's step, or 0 for a side with none (a card whose right edge is its close button's touch area). */
export type PaddingSide = SpaceStep | 0;

/**
 * One step (or 0) on every side, or the sides as CSS writes them: [top and bottom, left and right],
 * [top, left and right, bottom] or [top, right, bottom, left].
 */
export type Padding =
  | PaddingSide
  | readonly [PaddingSide, PaddingSide]
  | readonly [PaddingSide, PaddingSide, PaddingSide]
  | readonly [PaddingSide, PaddingSide, PaddingSide, PaddingSide];

/** The CSS value of a padding (`12px 16px`); 0 without one. */
export const paddingValue = (theme: DefaultTheme, padding?: Padding): string =>
  padding === undefined
    ? '0'
    : (typeof padding === 'object' ? padding : [padding]).map((step) => (step === 0 ? '0' : `${theme.space[step]}px`)).join(' ');

export type FlexAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type FlexJustify = 'start' | 'center' | 'end' | 'between';

// Written as the CSS words, so a prop reads the same as the rule it sets.
export const ALIGN: Record<FlexAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

export const JUSTIFY: Record<FlexJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

/** What every primitive takes besides its own layout. */
export interface BoxProps {
  $padding?: Padding;
  /**
   * Space between this block and the one before it, where the parent is no Stack to give a gap:
   * a form's button under its last field (the fields sit flush, so no gap can do it).
   */
  $spaceAbove?: SpaceStep;
}

/**
 * Every primitive may be a list (`as="ul"`): it starts with no margin, padding or bullets, so a
 * `ul` lays out exactly as a `div` would; the padding is `$padding`'s step when one is given.
 */
export const boxRules = css<BoxProps>`
  margin: ${({ theme, $spaceAbove }) => ($spaceAbove ? `${theme.space[$spaceAbove]}px 0 0` : 0)};
  padding: ${({ theme, $padding }) => paddingValue(theme, $padding)};
  list-style: none;
`;

/** The props Stack and Inline share: transient (`$`), so none of them reaches the DOM. */
export interface FlexProps extends BoxProps {
  $gap?: SpaceStep;
  $align?: FlexAlign;
  $justify?: FlexJustify;
  /** Takes the free space of a flex parent and may shrink below its content (long names wrap). */
  $grow?: boolean;
}
