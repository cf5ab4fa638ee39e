import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { sendConfirmed, useWithdrawMutation, type AppDispatch } from '@h5/api-client';
import type { WithdrawRequest } from '@h5/api-contract';
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
async function askCode(): Promise<string | null> {
  let code = '';
  const ok = await confirm({ title: confirmTexts.title, content: <CodeField onValue={(v) => (code = v)} /> });
  return ok ? code.trim() : null;
}

/**
 * The withdrawal call with its confirmation step (docs/security.md "Second factors and
 * confirmations"): a member with a passkey or TOTP confirms this amount to this card under the
 * withdrawal's own Idempotency-Key, then the same call goes again. A member without either sees
 * nothing new.
 */
export function useConfirmedWithdraw() {
  const [withdraw] = useWithdrawMutation();
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(
    ({ body, idempotencyKey }: { body: WithdrawRequest; idempotencyKey: string }) =>
      sendConfirmed(
        dispatch,
        () => withdraw({ body, idempotencyKey }),
        { action: 'withdraw', amount: body.amount, destination: String(body.bank) },
        idempotencyKey,
        askCode,
      ),
    [dispatch, withdraw],
  );
}
