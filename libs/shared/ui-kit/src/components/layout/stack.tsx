import styled, { css } from 'styled-components';
import { ALIGN, boxRules, JUSTIFY, type FlexProps } from './flex';

/** Shared by Stack and Inline: only the rules a prop asks for are written. */
export const flexRules = css<FlexProps>`
  ${boxRules}
  ${({ theme, $gap }) => $gap && `gap: ${theme.space[$gap]}px;`}
  ${({ $align }) => $align && `align-items: ${ALIGN[$align]};`}
  ${({ $justify }) => $justify && `justify-content: ${JUSTIFY[$justify]};`}
  ${({ $grow }) => $grow && 'flex: 1; min-width: 0;'}
`;

export type StackProps = FlexProps;

/**
 * Children one under another, `$gap` apart (a step of the spacing scale). `as` picks the element
 * (`as="ul"`, `as="section"`).
 */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: column;
  ${flexRules}
`;
