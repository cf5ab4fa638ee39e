import styled from 'styled-components';
import { cardRules, type CardProps } from '../card/plain-card';

export type CardLinkProps = CardProps;

/**
 * A card that is one link as a whole (an activity's banner and title, a partner's entry): Card's
 * look and props, in the text colour rather than the link's, with no underline. What it holds
 * is clipped to its corners, so a picture at its top edge needs no radius of its own.
 */
export const CardLink = styled.a<CardLinkProps>`
  ${cardRules}
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
