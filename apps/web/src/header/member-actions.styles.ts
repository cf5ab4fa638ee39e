import styled, { css, keyframes } from 'styled-components';
import { IconButton } from './header.styles';

// A member's part of the header only (member-actions-view.tsx, its own chunk): kept out of
// header.styles.ts, which the first paint loads.

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spin = styled.span<{ $active: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.accent};
  ${({ $active }) =>
    $active &&
    css`
      animation: ${spin} 0.8s linear infinite;
    `}
`;

// Never clipped and never broken across lines: the balance keeps its whole width (the logo
// and site name give way first), and a long amount shrinks its own type, see ui-kit Amount.
export const Balance = styled.span`
  flex: none;
  white-space: nowrap;
  text-align: right;
`;

// Under 360 px the refresh icon reaches 4 px under 一键回收 to keep its 44 px tap (docs/product.md §2);
// above it there (a flex item's z-index), so that strip is the refresh's, not the pill's.
export const RefreshButton = styled(IconButton)`
  z-index: 1;
`;
