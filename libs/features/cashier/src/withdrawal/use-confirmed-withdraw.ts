import { useCallback } from 'react';
import { useWithdrawMutation } from '@h5/api-client';
import type { WithdrawRequest } from '@h5/api-contract';
import { useConfirmedAction } from '@h5/feature-kit';

/**
 * The withdrawal call with its confirmation step (docs/security.md "Second factors and
 * confirmations"): a member with a passkey or TOTP confirms this amount to this card under the
 * withdrawal's own Idempotency-Key, then the same call goes again. A member without either sees
 * nothing new.
 */
export function useConfirmedWithdraw() {
  const [withdraw] = useWithdrawMutation();
  const confirmed = useConfirmedAction();
  return useCallback(
    ({ body, idempotencyKey }: { body: WithdrawRequest; idempotencyKey: string }) =>
      confirmed(
        () => withdraw({ body, idempotencyKey }),
        { action: 'withdraw', amount: body.amount, destination: String(body.bank) },
        idempotencyKey,
      ),
    [confirmed, withdraw],
  );
}
