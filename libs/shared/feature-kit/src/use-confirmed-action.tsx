import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { sendConfirmed, type AppDispatch, type ConfirmBinding } from '@h5/api-client';
import { confirm, TextField } from '@h5/ui-kit';
import { confirmTexts } from './confirm-messages';

function CodeField({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label={confirmTexts.codeLabel}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onChange={(e) => {
        setValue(e.target.value);
        onValue(e.target.value);
      }}
    />
  );
}

/** The authenticator app's code, asked in the kit's dialog (null: cancelled). */
export async function askConfirmationCode(): Promise<string | null> {
  let code = '';
  const ok = await confirm({ title: confirmTexts.title, content: <CodeField onValue={(v) => (code = v)} /> });
  return ok ? code.trim() : null;
}

/**
 * An action with its confirmation step (docs/security.md "Second factors and confirmations"):
 * the call goes once; when the server answers that it needs a confirmation (the member has a
 * passkey or TOTP), the member confirms this action, amount and destination under the call's own
 * Idempotency-Key (the passkey signs, else the code is asked), then the same call goes again.
 * A member without either sees nothing new: the first answer is the answer.
 */
export function useConfirmedAction() {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(
    <R extends { error?: unknown }>(send: () => Promise<R>, binding: ConfirmBinding, idempotencyKey: string): Promise<R> =>
      sendConfirmed(dispatch, send, binding, idempotencyKey, askConfirmationCode),
    [dispatch],
  );
}
