import styled from 'styled-components';
import { boxRules, type BoxProps, type SpaceStep } from '../layout/flex';
import type { TextSize } from '../text/text';

export interface TouchLinkProps extends BoxProps {
  /** brand (the default), secondary, or inherit: the colour around it (a link on the accent header). */
  $tone?: 'brand' | 'secondary' | 'inherit';
  /** A step of the type scale; without it the size around it. */
  $size?: TextSize;
  /** Between an icon and the words. */
  $gap?: SpaceStep;
  /** A whole line, its words centred (人工客服 under a list). */
  $block?: boolean;
  /** Underlined, as a link inside running text reads. */
  $underline?: boolean;
  /** Takes the free space of a flex row and may shrink below its content (a long name wraps). */
  $grow?: boolean;
  /** Never wraps (a short action beside a title that may wrap). */
  $nowrap?: boolean;
}

const TONES = { brand: 'accent', secondary: 'textSecondary' } as const;

/**
 * A text link (or, `as="button"`, a text action) at least 44 px tall, so a thumb hits it:
 * 客服, 添加银行卡, 领取记录, 更多. No fill and no border: for a link that looks like a button, ButtonLink.
 */
export const TouchLink = styled.a<TouchLinkProps>`
  ${boxRules}
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  align-items: center;
  ${({ $block }) => $block && 'justify-content: center;'}
  ${({ theme, $gap }) => $gap && `gap: ${theme.space[$gap]}px;`}
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  color: ${({ theme, $tone = 'brand' }) => ($tone === 'inherit' ? 'inherit' : theme.colors[TONES[$tone]])};
  ${({ theme, $size }) => $size && `font-size: ${theme.fontSizes[$size]}px;`}
  text-decoration: ${({ $underline }) => ($underline ? 'underline' : 'none')};
  ${({ $grow }) => $grow && 'flex: 1; min-width: 0;'}
  ${({ $nowrap }) => $nowrap && 'white-space: nowrap;'}
  background: none;
  border: 0;
  cursor: pointer;
`;
