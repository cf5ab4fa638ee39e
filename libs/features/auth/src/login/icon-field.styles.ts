import styled from 'styled-components';

export const Field = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;

export const Row = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 52px;
  border-bottom: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textTertiary)};
  transition: border-color ${({ theme }) => theme.durations.fast};

  &:focus-within {
    border-bottom-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)};
    color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)};
  }
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  /* 16 px keeps iOS Safari from zooming into the field on focus. */
  font-size: ${({ theme }) => theme.fontSizes.md}px;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textTertiary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  margin-right: -${({ theme }) => theme.space.sm}px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textTertiary};
  cursor: pointer;
`;
