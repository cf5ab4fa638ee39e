import styled from 'styled-components';
import { messages } from '../../messages';
import { Button } from '../button/button';
import { FieldInput, FormField } from '../form-field/form-field';

const MaxButton = styled(Button)`
  flex: none;
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
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
}

/** The money amount row of /transfer and /withdrawal: a decimal keypad input and 最大金额 after it. */
export function AmountField({ label, placeholder, value, onChange, onMax, error }: AmountFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
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
