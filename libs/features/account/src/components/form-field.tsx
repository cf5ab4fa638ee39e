import { InlineAlert } from '@h5/ui-kit';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Row = styled.div`
  padding: ${({ theme }) => theme.space.md}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-of-type {
    border-bottom: 0;
  }
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-height: ${({ theme }) => theme.layout.touchTarget - 8}px;
`;

const Label = styled.label`
  flex: none;
  width: 5.5em;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const fieldCss = css`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xs}px 0;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  background: transparent;
  border: 0;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textTertiary};
  }

  &:read-only {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export const FieldInput = styled.input`
  ${fieldCss}
`;

export const FieldTextarea = styled.textarea`
  ${fieldCss}
  min-height: 88px;
  resize: vertical;
`;

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation message of this field, shown under it. */
  error?: string | null;
  /** Replaces the input (a picker button, a textarea); gets the label's id. */
  control?: (id: string, describedBy: string | undefined) => ReactNode;
}

/** One labelled row of a form with its own message line (ui-kit InlineAlert, field variant). */
export function FormField({ label, error, control, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Row>
      <Line>
        <Label htmlFor={id}>{label}</Label>
        {control ? control(id, errorId) : <FieldInput id={id} aria-invalid={Boolean(error)} aria-describedby={errorId} {...input} />}
      </Line>
      {error && (
        <InlineAlert variant="field" id={errorId}>
          {error}
        </InlineAlert>
      )}
    </Row>
  );
}
