import type { PasswordChangeField, PasswordChangeForm, PasswordKind } from '@h5/domain';
import { Screen, TextField } from '@h5/ui-kit';
import { FormCard } from '../components/form-card';
import { messages } from '../messages';

export interface PasswordViewProps {
  kind: PasswordKind;
  form: PasswordChangeForm;
  error: { field: PasswordChangeField; message: string } | null;
  refusal: string | null;
  saving: boolean;
  onChange: (field: PasswordChangeField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

const FIELDS: ReadonlyArray<{ field: PasswordChangeField; label: string; placeholder: string; autoComplete: string }> = [
  { field: 'password', label: messages.oldPassword, placeholder: messages.oldPasswordPlaceholder, autoComplete: 'current-password' },
  { field: 'paypassword', label: messages.newPassword, placeholder: messages.newPasswordPlaceholder, autoComplete: 'new-password' },
  { field: 'newpasword', label: messages.confirmPassword, placeholder: messages.confirmPasswordPlaceholder, autoComplete: 'new-password' },
];

/** /password?type: old, new, confirmation, one button. */
export function PasswordView({ kind, form, error, refusal, saving, onChange, onSubmit, onBack }: PasswordViewProps) {
  return (
    <Screen title={kind === 'login' ? messages.loginPasswordTitle : messages.payPasswordTitle} onBack={onBack}>
      <FormCard submitLabel={messages.confirm} submitting={saving} refusal={refusal} onSubmit={onSubmit}>
        {FIELDS.map(({ field, label, placeholder, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            type="password"
            maxLength={32}
            autoComplete={autoComplete}
            placeholder={placeholder}
            value={form[field]}
            error={error?.field === field ? error.message : null}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </FormCard>
    </Screen>
  );
}
