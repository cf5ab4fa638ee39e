import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { newIdempotencyKey, sendConfirmed, useBindCardMutation, type AppDispatch } from '@h5/api-client';
import type { BindCardRequest } from '@h5/api-contract';
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

async function askCode(): Promise<string | null> {
  let code = '';
  const ok = await confirm({ title: confirmTexts.title, content: <CodeField onValue={(v) => (code = v)} /> });
  return ok ? code.trim() : null;
}

/**
 * Binding a payout card or address with its confirmation step (docs/security.md "Second factors
 * and confirmations"): a member with a passkey or TOTP confirms this very number first (a
 * passkey-confirmed one receives withdrawals at once, any other waits); others see nothing new.
 */
export function useConfirmedBind() {
  const [bind, state] = useBindCardMutation();
  const dispatch = useDispatch<AppDispatch>();
  const send = useCallback(
    (card: BindCardRequest) => {
      const key = newIdempotencyKey();
      return sendConfirmed(
        dispatch,
        () => bind({ ...card, idempotencyKey: key }),
        { action: 'bindcard', destination: String(card.bank_no).replace(/\s+/g, '') },
        key,
        askCode,
      );
    },
    [bind, dispatch],
  );
  return [send, state] as const;
}
