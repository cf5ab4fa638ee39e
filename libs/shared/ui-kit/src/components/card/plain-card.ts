import styled, { css } from 'styled-components';
import { paddingValue, type Padding } from '../layout/flex';
import type { radii } from '../../theme/tokens';

export interface CardProps {
  /** No shadow: a card inside a card, or on a fill of its own. */
  $flat?: boolean;
  /** Steps of the spacing scale (Stack's `$padding`); lg on every side by default. */
  $padding?: Padding;
  /** lg by default; md for the smaller blocks of a dense screen (home's bars and tiles). */
  $radius?: keyof typeof radii;
}

/** Card's look, also CardLink's. */
export const cardRules = css<CardProps>`
  padding: ${({ theme, $padding = 'lg' }) => paddingValue(theme, $padding)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme, $radius = 'lg' }) => theme.radii[$radius]}px;
  box-shadow: ${({ theme, $flat }) => ($flat ? 'none' : theme.shadows.card)};
`;

/** A block on the surface fill: the product's cards, bars and tiles. */
export const Card = styled.div<CardProps>`
  ${cardRules}
`;
