import styled, { css } from 'styled-components';

/** A touch target's height, also kept by the skeleton rows. */
const ROW_HEIGHT = 44;

const rowLayout = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: ${ROW_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
`;

export const Row = styled.div`
  ${rowLayout}
`;

export const RowButton = styled.button`
  ${rowLayout}
  background: none;
  border-width: 0 0 1px;
  font: inherit;
  cursor: pointer;

  &:active {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;

// The name gives way (wraps) before the amount does: money is never cut off.
export const Name = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Value = styled.span`
  flex: none;
  max-width: 60%;
  text-align: right;
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
