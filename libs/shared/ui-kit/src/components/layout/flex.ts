import type { space } from '../../theme/tokens';

/** A gap is a step of the tokens' spacing scale (tokens.ts `space`), never a free pixel value. */
export type SpaceStep = keyof typeof space;

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

/** The props Stack and Inline share: transient (`$`), so none of them reaches the DOM. */
export interface FlexProps {
  $gap?: SpaceStep;
  $align?: FlexAlign;
  $justify?: FlexJustify;
  /** Takes the free space of a flex parent and may shrink below its content (long names wrap). */
  $grow?: boolean;
}
