import { FieldInput } from '@h5/ui-kit';
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

/** ui-kit's field input; the hint is a size smaller than what is typed, so the icon rows stay calm when empty. */
export const Input = styled(FieldInput)`
  &::placeholder {
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
