import styled from 'styled-components';
import { messages } from '../../messages';
import { Button } from '../button/button';
import { FieldInput, FormField } from '../form-field/form-field';

// Drawn 32 px high to sit in the row, tapped over the row's full 44 px: the ::before overlay
// takes the taps above and below it (WCAG 2.5.5; docs/product.md §2), so the look does not change.
const MaxButton = styled(Button)`
  position: relative;
  flex: none;
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;

  &::before {
    position: absolute;
    inset: -7px -1px;
    content: '';
  }
`;

export interface AmountFieldProps {
  label: string;
  placeholder: string;
  /** The text as typed (the screen keeps it to a yuan amount). */
  value: string;
  onChange: (text: string) => void;
  /** Fills in the most the player can move (最大金额). */
  onMax: () => void;
  /** The field's validation message. */
  error?: string | null;
  /** What the source holds, already worded (可转 ¥1,280.50), at the end of the label's line. */
  available?: string;
}

/** The money amount row of /transfer and /withdrawal: a decimal keypad input and 最大金额 after it. */
export function AmountField({ label, placeholder, value, onChange, onMax, error, available }: AmountFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      aside={available}
      trailing={
        <MaxButton variant="ghost" onClick={onMax}>
          {messages.maxAmount}
        </MaxButton>
      }
    >
      {({ id, describedBy, invalid }) => (
        <FieldInput
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </FormField>
  );
}
