import styled from 'styled-components';
import { flexRules } from './stack';
import type { FlexProps } from './flex';

export interface InlineProps extends FlexProps {
  /** Lets the children flow onto a second line instead of overflowing at 320 px. */
  $wrap?: boolean;
  /** `inline-flex`: the row sits inside running text or a button. */
  $inline?: boolean;
}

/**
 * Children side by side, `$gap` apart. Vertically centred unless `$align` says otherwise: almost
 * every row of the product (an icon beside a label, a value beside its action) is centred.
 */
export const Inline = styled.div<InlineProps>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  ${flexRules}
  ${({ $wrap }) => $wrap && 'flex-wrap: wrap;'}
`;
