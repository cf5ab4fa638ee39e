import { useState, type ReactNode, type Ref } from 'react';
import { MAX_TEXT_LENGTH } from '@h5/domain';
import { InlineAlert } from '@h5/ui-kit';
import { messages } from '../messages';
import { Field, IconButton, IconSlot, Input, Row } from './icon-field.styles';
import { EyeIcon } from './icons';

/** The input id of a form field, so a failed rule can focus its field. */
export const fieldId = (name: string) => `auth-${name}`;

export interface IconFieldProps {
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

/**
 * One row of the /login forms: icon, input, optional show-password toggle or trailing slot
 * (the captcha picture), inline error. Not ui-kit's TextField: that is the captioned row of
 * the money forms (a grey caption above a 44 px line, the divider under the message), while
 * /login's rows show an icon instead of a caption and name the input by aria-label, are 52 px
 * high with the underline tinted on focus and on error, and reveal a password on demand. Even
 * the input stays local: importing ui-kit's FieldInput brings its whole form-field module
 * (FormField, FieldTextarea…) into /login's first paint, 0.4 kB gzip of a tight budget.
 */
export function IconField({
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
}: IconFieldProps) {
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
