import styled from 'styled-components';

export const Greeting = styled.div`
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.lg}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
`;

export const Promo = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  margin: -${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.md}px 0;
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const PromoIcon = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-radius: 50%;
`;

export const PromoText = styled.div`
  flex: 1;
  min-width: 0;

  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    margin: ${({ theme }) => theme.space.xxs}px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.textTertiary};
  }

  /* The pill sits on the text's left edge; its touch target overhangs the padding. */
  button {
    margin: 0 0 -${({ theme }) => theme.space.sm}px -${({ theme }) => theme.space.xxs}px;
  }
`;

export const List = styled.ul`
  margin: ${({ theme }) => theme.space.md}px;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.card};

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** One entry row; a button, or an anchor for the customer-service address. */
export const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space.md}px 0 ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;

  & > svg:first-child {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }

  &:active {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const RowLabel = styled.span`
  flex: none;
`;

/** Label with a value line under it (the permanent domain). */
export const RowText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm}px 0;
`;

/** The address is the point of the 永久域名 row: shown whole, wrapping at 320 px, never cut with an ellipsis. */
export const RowValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textTertiary};
  overflow-wrap: anywhere;
`;

export const Chevron = styled.span`
  display: flex;
  flex: none;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textDisabled};
`;

export const Tail = styled.div`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.md}px;
`;
