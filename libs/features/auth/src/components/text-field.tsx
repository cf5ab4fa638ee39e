import { MAX_TEXT_LENGTH } from '@h5/domain';
import { InlineAlert } from '@h5/ui-kit';
import { useState, type ReactNode, type Ref } from 'react';
import { messages } from '../messages';
import { EyeIcon } from './icons';
import { Field, IconButton, IconSlot, Input, Row } from './text-field.styles';

/** The input id of a form field, so a failed rule can focus its field. */
export const fieldId = (name: string) => `auth-${name}`;

export interface TextFieldProps {
  /** Field name; the input's id is fieldId(name). */
  name: string;
  /** Accessible name; the row shows the icon and placeholder instead of a visible label. */
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  password?: boolean;
  maxLength?: number;
  autoComplete?: string;
  /** The message of the failed rule when this field failed it. */
  error?: string;
  /** Right end of the row (the captcha picture). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A light themed input row: icon, input, optional show-password toggle or trailing slot, inline error. */
export function TextField({
  name,
  label,
  icon,
  value,
  onChange,
  placeholder,
  password = false,
  maxLength = MAX_TEXT_LENGTH,
  autoComplete = 'off',
  error,
  trailing,
  inputRef,
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const errorId = `${fieldId(name)}-error`;
  return (
    <Field>
      <Row $invalid={Boolean(error)}>
        <IconSlot>{icon}</IconSlot>
        <Input
          ref={inputRef}
          id={fieldId(name)}
          name={name}
          type={password && !revealed ? 'password' : 'text'}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete={autoComplete}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        {password && (
          <IconButton
            type="button"
            aria-label={revealed ? messages.hidePassword : messages.showPassword}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <EyeIcon open={revealed} />
          </IconButton>
        )}
        {trailing}
      </Row>
      {error && (
        <InlineAlert variant="field" id={errorId}>
          {error}
        </InlineAlert>
      )}
    </Field>
  );
}
