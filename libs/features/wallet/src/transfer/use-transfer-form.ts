import { useCallback, useEffect, useMemo, useState } from 'react';
import { isApiError, rememberRecordType, useMoneyAction, useTransferMutation } from '@h5/api-client';
import type { TransferRequest } from '@h5/api-contract';
import {
  defaultTransferTarget,
  PLATFORM_WALLET,
  transferMaxAmount,
  transferRecordType,
  transferWallets,
  validateTransfer,
  type Fen,
  type TransferField,
  type ValidationError,
  type VenueWallet,
} from '@h5/domain';
import { useAmountInput } from '@h5/feature-kit';
import { showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import type { TransferFormProps } from './transfer-form';

/**
 * The manual transfer form (docs/product.md §2 /transfer, §4, §5), as the view names its props: the two wallets, the amount, 最大金额,
 * validation in the spec's order, and the transfer itself as one idempotent money action.
 */
export function useTransferForm(central: Fen | undefined, venues: readonly VenueWallet[] | undefined) {
  const [source, setSource] = useState<string>(PLATFORM_WALLET);
  const [target, setTarget] = useState<string | null>(null);
  const { amount, change: changeAmountText, fill: fillAmount, clear: clearAmount } = useAmountInput();
  const [error, setError] = useState<ValidationError<TransferField> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [transfer] = useTransferMutation();

  // Target defaults to the first real venue once the list loads (docs/product.md §4).
  useEffect(() => {
    if (target === null && venues) setTarget(defaultTransferTarget(venues));
  }, [target, venues]);

  const wallets = useMemo(() => transferWallets(venues ?? [], central ?? 0), [venues, central]);
  /** What the source holds (可转 beside the amount): follows every balance and venue refresh. */
  const available = transferMaxAmount(source, central ?? 0, venues ?? []);
  /**
   * The spec allows only platform ⇄ venue: a venue on one side puts 平台钱包 on the other;
   * 平台钱包 on both sides puts the first venue on the side the player did not touch.
   */
  const counterpart = (chosen: string, other: string | null) => {
    if (chosen !== PLATFORM_WALLET) return PLATFORM_WALLET;
    return other === PLATFORM_WALLET ? defaultTransferTarget(venues ?? []) : other;
  };

  const run = useCallback(
    async (body: TransferRequest, idempotencyKey: string) => {
      const result = await transfer({ body, idempotencyKey });
      if ('data' in result) {
        clearAmount();
        // 交易记录 opened next shows this transfer's list (转入 or 转出), not the default 存款.
        rememberRecordType(transferRecordType(body.sourcetype));
        showToast(messages.transfer.done, { icon: 'success' });
        return { settled: true };
      }
      const business = isApiError(result.error) && result.error.kind === 'business';
      // A network failure keeps the key: tapping again retries the same transfer.
      setRefusal(isApiError(result.error) ? result.error.message : null);
      return { settled: business };
    },
    [transfer, clearAmount],
  );
  const action = useMoneyAction(run);

  const resetMessages = () => {
    setError(null);
    setRefusal(null);
  };

  /** A venue row tapped on the page: money comes out of that venue into the platform wallet. */
  const onOpenVenue = (platname: string) => {
    setSource(platname);
    setTarget(PLATFORM_WALLET);
    clearAmount();
    resetMessages();
  };

  const form: TransferFormProps = {
    wallets,
    source,
    target,
    available,
    amount,
    error,
    refusal,
    submitting: action.busy,
    /** Changing the source clears the amount (docs/product.md §4). */
    onSource: (platname: string) => {
      setSource(platname);
      setTarget(counterpart(platname, target));
      clearAmount();
      resetMessages();
    },
    onTarget: (platname: string) => {
      setTarget(platname);
      const nextSource = counterpart(platname, source) ?? PLATFORM_WALLET;
      // The amount belongs to the source: it clears when the source changes (docs/product.md §4).
      if (nextSource !== source) clearAmount();
      setSource(nextSource);
      resetMessages();
    },
    /** The swap control: the target becomes the source (so the amount clears) and back. */
    onSwap: () => {
      if (target === null) return;
      setSource(target);
      setTarget(source);
      clearAmount();
      resetMessages();
    },
    onAmount: (text: string) => {
      changeAmountText(text);
      resetMessages();
    },
    onMax: () => {
      fillAmount(available);
      resetMessages();
    },
    onSubmit: () => {
      const request = { amount, sourcetype: source, targettype: target ?? '' };
      const failed = validateTransfer(request);
      setError(failed);
      setRefusal(null);
      if (!failed) void action.submit(request);
    },
  };
  return { form, onOpenVenue };
}
