import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { InlineAlert } from '../inline-alert/inline-alert';

/** One row of a form card: a field, a picker or a read-only line, with the divider under it. */
export const FieldRow = styled.div`
  padding: ${({ theme }) => theme.space.sm}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The small grey caption above a row's control. */
export const FieldLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

// The label with a figure at the row's other end (可转 ¥… beside a transfer's amount).
const LabelLine = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Aside = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-variant-numeric: tabular-nums;
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
`;

// The text look shared by the one-line input and the textarea, so both read as one form.
const fieldText = css`
  flex: 1;
  min-width: 0;
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

/** The borderless text input of a FormField row (it takes the whole line but the trailing buttons). */
export const FieldInput = styled.input`
  ${fieldText}
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
`;

/** The multi-line input of a FormField row (申请理由): a few lines high, grows when dragged. */
export const FieldTextarea = styled.textarea`
  ${fieldText}
  align-self: stretch;
  min-height: 88px;
  padding: ${({ theme }) => theme.space.sm}px 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

export interface FormFieldIds {
  /** The control's id; the visible label points at it. */
  id: string;
  /** The label's id, for a control that names itself with aria-labelledby (a picker button). */
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}

export interface FormFieldProps {
  label: string;
  /** The validation message of this field, shown under it. */
  error?: string | null;
  /** Renders the control; it gets the ids that tie it to its label and message. */
  children: (ids: FormFieldIds) => ReactNode;
  /** Buttons after the control (最大金额). */
  trailing?: ReactNode;
  /** A short figure at the end of the label's line (可转 ¥…); screen readers hear it after the control. */
  aside?: ReactNode;
}

/** One labelled form row with its message under it (InlineAlert, field variant). */
export function FormField({ label, error, children, trailing, aside }: FormFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const asideId = `${id}-aside`;
  const describedBy = [error ? errorId : null, aside ? asideId : null].filter(Boolean).join(' ') || undefined;
  const labelNode = (
    <FieldLabel id={labelId} htmlFor={id}>
      {label}
    </FieldLabel>
  );
  return (
    <FieldRow>
      {aside ? (
        <LabelLine>
          {labelNode}
          <Aside id={asideId}>{aside}</Aside>
        </LabelLine>
      ) : (
        labelNode
      )}
      <Line>
        {children({ id, labelId, describedBy, invalid: !!error })}
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
