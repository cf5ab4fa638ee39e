import { Suspense } from 'react';
import { lazyWithRetry } from '@h5/ui-kit';
import type { TransferOfferDialogProps } from '../transfer-offer/transfer-offer-dialog';

// Loaded at the tap that needs it: neither home's first paint nor /concise carries the transfer.
const TransferOfferDialog = lazyWithRetry(() => import('../transfer-offer/transfer-offer-dialog'));

/** Where a screen that opens games shows the offer to move money in (useGameLauncher's `offer`). */
export function TransferOfferSlot({ offer }: { offer: TransferOfferDialogProps | null }) {
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <TransferOfferDialog {...offer} />
    </Suspense>
  );
}
