import styled from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: ${({ theme }) => theme.layout.navBarHeight}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

/** A 44 px touch target around a smaller visible control. */
export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: 0;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }

  /* Under 360 px the icons give a little room so a large balance fits whole: they take 36 px
     of the row but are still tapped over 44 (docs/product.md §2), reaching 4 px under their neighbours. */
  @media (max-width: 359px) {
    margin: 0 -4px;
  }
`;

// The logo gives way first on narrow screens: it scales down, the money never hides.
export const Logo = styled.img`
  display: block;
  flex: 0 8 112px;
  min-width: 28px;
  width: 112px;
  height: 28px;
  object-fit: contain;
  object-position: left center;
`;

export const SiteName = styled.span`
  flex: 0 8 auto;
  min-width: 0;
  overflow: hidden;
  max-width: 112px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Spacer = styled.span`
  flex: 1 1 0;
  min-width: 0;
`;

// The actions keep their width; the logo before them is what gives way.
export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
`;

/** Holds the header's height while a lazily loaded variant arrives, so the page does not jump. */
export const HeaderPlaceholder = styled.div`
  height: ${({ theme }) => theme.layout.navBarHeight}px;
  background: ${({ theme }) => theme.colors.surface};
`;
