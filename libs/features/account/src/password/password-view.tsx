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

// Built when rendering, not when this module loads: the texts are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const fields = (): ReadonlyArray<{ field: PasswordChangeField; label: string; placeholder: string; autoComplete: string }> => [
  {
    field: 'password',
    label: messages.password.oldPassword,
    placeholder: messages.password.oldPasswordPlaceholder,
    autoComplete: 'current-password',
  },
  {
    field: 'paypassword',
    label: messages.password.newPassword,
    placeholder: messages.password.newPasswordPlaceholder,
    autoComplete: 'new-password',
  },
  {
    field: 'newpasword',
    label: messages.password.confirmPassword,
    placeholder: messages.password.confirmPasswordPlaceholder,
    autoComplete: 'new-password',
  },
];

/** /password?type: old, new, confirmation, one button. */
export function PasswordView({ kind, form, error, refusal, saving, onChange, onSubmit, onBack }: PasswordViewProps) {
  return (
    <Screen title={kind === 'login' ? messages.password.loginTitle : messages.password.payTitle} onBack={onBack}>
      <FormCard submitLabel={messages.password.confirm} submitting={saving} refusal={refusal} onSubmit={onSubmit}>
        {fields().map(({ field, label, placeholder, autoComplete }) => (
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
