import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import {
  loggedOut,
  newIdempotencyKey,
  sendConfirmed,
  useEditPasswordMutation,
  useEditPayPasswordMutation,
  type AppDispatch,
} from '@h5/api-client';
import {
  passwordKindFromQuery,
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeForm,
  type PasswordKind,
} from '@h5/domain';
import { askConfirmationCode, refusalMessage } from '@h5/feature-kit';
import { readQuery, ROUTES } from '@h5/routing';
import { showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import type { PasswordViewProps } from './password-view';

const EMPTY: PasswordChangeForm = { password: '', paypassword: '', newpasword: '' };

/**
 * /password?type: 1 the login password, anything else the withdrawal password. §5 order;
 * the new equal to the old clears the form. After a login password change the member is
 * logged out (the shell then shows /login); after a withdrawal password change they stay.
 */
export function usePassword(): Omit<PasswordViewProps, 'onBack'> {
  const location = useLocation();
  const kind: PasswordKind = passwordKindFromQuery(readQuery(ROUTES.password, location.search).type);
  const [editLogin, login] = useEditPasswordMutation();
  const [editPay, pay] = useEditPayPasswordMutation();
  const dispatch = useDispatch<AppDispatch>();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [error, setError] = useState<{ field: PasswordChangeField; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = login.isLoading || pay.isLoading;

  const change = (field: PasswordChangeField, value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    if (error?.field === field) setError(null);
    setRefusal(null);
  };

  const submit = async () => {
    const failure = validatePasswordChange(form);
    setError(failure ? { field: failure.field, message: failure.message } : null);
    setRefusal(null);
    if (failure?.clear === 'form') setForm(EMPTY);
    if (failure || saving) return;
    const body = { password: form.password, paypassword: form.paypassword };
    // A member with a passkey or TOTP confirms the change first (docs/security.md); others see nothing new.
    const key = newIdempotencyKey();
    const send = () => (kind === 'login' ? editLogin({ ...body, idempotencyKey: key }) : editPay({ ...body, idempotencyKey: key }));
    const result = await sendConfirmed(dispatch, send, { action: kind === 'login' ? 'password' : 'paypassword' }, key, askConfirmationCode);
    if ('data' in result && result.data) {
      showToast(result.data.message || messages.password.changed, { icon: 'success' });
      setForm(EMPTY);
      // The server has ended every session of the member: no logoff call (it would only earn
      // a 401 and the expiry dialog); ending the session here sends the shell to /login.
      if (kind === 'login') dispatch(loggedOut());
    } else {
      setRefusal(refusalMessage(result.error, { network: true, empty: messages.failed }));
    }
  };

  return { kind, form, error, refusal, saving, onChange: change, onSubmit: () => void submit() };
}
