import { InlineAlert } from '@h5/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export const FieldRow = styled.div`
  padding: ${({ theme }) => theme.space.sm}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  background: none;
  border: 0;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textTertiary};
  }
`;

export interface FieldProps {
  label: string;
  /** The validation message of this field, shown under it. */
  error?: string | null;
  /** Renders the control; it gets the ids that tie it to its label and message. */
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
  /** Buttons after the control (最大金额). */
  trailing?: ReactNode;
}

/** One labelled form row with its message under it (ui-kit's InlineAlert, field variant). */
export function Field({ label, error, children, trailing }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <Line>
        {children({ id, describedBy: error ? errorId : undefined, invalid: !!error })}
        {trailing}
      </Line>
      {error && (
        <InlineAlert variant="field" id={errorId}>
          {error}
        </InlineAlert>
      )}
    </FieldRow>
  );
}
