import styled from 'styled-components';

interface IconBadgeProps {
  /** Width and height, px. */
  $size: number;
  /** The size under 360 px wide, when it is smaller there (a venue's initial beside a long name). */
  $narrow?: number;
  /** A circle (the quick buttons) rather than a rounded square. */
  $round?: boolean;
}

/**
 * An icon, or a venue's first letter, on the accent tint: the app card's phone, the quick buttons'
 * circles, a venue sent without a logo. One look, so home's first paint carries one rule set.
 */
export const IconBadge = styled.span<IconBadgeProps>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme, $round }) => ($round ? '50%' : `${theme.radii.md}px`)};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  @media (max-width: 359px) {
    ${({ $narrow }) => $narrow && `width: ${$narrow}px; height: ${$narrow}px;`}
  }
`;
