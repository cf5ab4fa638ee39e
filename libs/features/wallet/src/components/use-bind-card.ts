import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@h5/api-client';
import type { BindCardRequest } from '@h5/api-contract';
import { useBack } from '@h5/feature-kit';
import { showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import { useConfirmedBind } from './use-confirmed-bind';

/**
 * The history state `{ depositGate: true }` /recharge's no-card modal opens /wallet with (docs/product.md §2
 * /recharge); /wallet hands it to its add links, so the bind knows to go back to the deposit.
 */
const isDepositGate = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { depositGate?: unknown }).depositGate === true;

/**
 * /addBankCard and /addUsdtCard: bind, say 绑定成功 and go back (docs/product.md §4); a refusal (wrong
 * pay password, 5 already bound) or a failed call is shown above the button and the form
 * stays filled so the player can correct it.
 */
export function useBindCard() {
  // With its confirmation step when the member has a passkey or TOTP (docs/security.md).
  const [bind, state] = useConfirmedBind();
  const [refusal, setRefusal] = useState<string | null>(null);
  const back = useBack();
  const navigate = useNavigate();
  const fromDepositGate = isDepositGate(useLocation().state);
  const submit = async (card: BindCardRequest) => {
    setRefusal(null);
    const result = await bind(card);
    if ('data' in result) {
      showToast(messages.bankCard.bindOk, { icon: 'success' });
      // From /recharge's 去绑定 (/recharge → /wallet → here): back over /wallet to the deposit the player wanted.
      if (fromDepositGate) navigate(-2);
      else back();
    } else if (isApiError(result.error)) setRefusal(result.error.message);
  };
  return {
    submit: (card: BindCardRequest) => void submit(card),
    submitting: state.isLoading,
    refusal,
    clearRefusal: () => setRefusal(null),
  };
}
