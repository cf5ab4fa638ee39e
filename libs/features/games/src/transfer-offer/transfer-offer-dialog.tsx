import { useCallback, useState } from 'react';
import { isApiError, rememberRecordType, useMoneyAction, useTransferMutation } from '@h5/api-client';
import { formatYuan, PLATFORM_WALLET, transferRecordType, validateTransfer, type TransferForm } from '@h5/domain';
import { amountText, refusalMessage } from '@h5/feature-kit';
import { messages } from './messages';
import { TransferOfferView } from './transfer-offer-view';
import type { TransferOffer } from './offer-check';

export interface TransferOfferDialogProps {
  offer: TransferOffer;
  /** Open the game now (after the money moved, or without moving it). */
  onEnter: () => void;
  /** Closed (×, Escape, back): no game, no transfer. */
  onCancel: () => void;
}

/**
 * Before a game whose venue holds nothing: the central wallet's whole yuan offered, editable,
 * moved by the same idempotent transfer as /transfer's (docs/product.md §2 Home); the game opens
 * once the server confirmed it. 直接进入 opens the game without moving anything.
 */
export default function TransferOfferDialog({ offer, onEnter, onCancel }: TransferOfferDialogProps) {
  const [amount, setAmount] = useState(() => formatYuan(offer.movable));
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [transfer] = useTransferMutation();

  const run = useCallback(
    async (body: TransferForm, idempotencyKey: string) => {
      const result = await transfer({ body, idempotencyKey });
      if ('data' in result) {
        rememberRecordType(transferRecordType(PLATFORM_WALLET));
        onEnter();
        return { settled: true };
      }
      // A network failure keeps the key: the next tap is the same transfer, never a second one.
      setRefusal(refusalMessage(result.error) ?? messages.noAnswer);
      return { settled: isApiError(result.error) && result.error.kind === 'business' };
    },
    [transfer, onEnter],
  );
  const action = useMoneyAction(run);

  const resetMessages = () => {
    setError(null);
    setRefusal(null);
  };

  return (
    <TransferOfferView
      offer={offer}
      amount={amount}
      error={error}
      refusal={refusal}
      busy={action.busy}
      onAmount={(text) => {
        setAmount(amountText(text));
        resetMessages();
      }}
      onMax={() => {
        setAmount(formatYuan(offer.movable));
        resetMessages();
      }}
      onTransfer={() => {
        const form = { amount, sourcetype: PLATFORM_WALLET, targettype: offer.platname };
        const failed = validateTransfer(form);
        setError(failed?.message ?? null);
        setRefusal(null);
        if (!failed) void action.submit(form);
      }}
      onEnter={onEnter}
      onCancel={onCancel}
    />
  );
}
