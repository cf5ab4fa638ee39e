import { FieldInput, FormField } from './form-field';
import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby' | 'aria-invalid' | 'children'
> {
  label: string;
  /** The validation message of this field, shown under it. */
  error?: string | null;
}

/**
 * The common FormField row: a FieldInput named by the label and described by the message.
 * With `readOnly` it is the row a player reads but cannot change (用户名, 真实姓名): the value
 * keeps the body text colour (the grey is the placeholder's, so a grey name would read as an
 * empty hint) and a screen reader hears the label, the value and that it is read-only.
 */
export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <FieldInput id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...input} />
      )}
    </FormField>
  );
}
