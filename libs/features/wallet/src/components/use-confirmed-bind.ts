import { useCallback } from 'react';
import { newIdempotencyKey, useBindCardMutation } from '@h5/api-client';
import type { BindCardRequest } from '@h5/api-contract';
import { useConfirmedAction } from '@h5/feature-kit';

/**
 * Binding a payout card or address with its confirmation step (docs/security.md "Second factors
 * and confirmations"): a member with a passkey or TOTP confirms this very number first (a
 * passkey-confirmed one receives withdrawals at once, any other waits); others see nothing new.
 */
export function useConfirmedBind() {
  const [bind, state] = useBindCardMutation();
  const confirmed = useConfirmedAction();
  const send = useCallback(
    (card: BindCardRequest) => {
      const key = newIdempotencyKey();
      return confirmed(
        () => bind({ ...card, idempotencyKey: key }),
        { action: 'bindcard', destination: String(card.bank_no).replace(/\s+/g, '') },
        key,
      );
    },
    [bind, confirmed],
  );
  return [send, state] as const;
}
