import { CASHIER_MESSAGES } from '../messages';
import { PLATFORM_WALLET } from '../wallet';
import { firstFailure, isBlank, ValidationError } from './validation-error';

/** The transfer payload's own field names. */
export interface TransferForm {
  readonly amount: string;
  readonly sourcetype: string;
  readonly targettype: string;
}

export type TransferField = keyof TransferForm;

/**
 * docs/product.md §5 transfer: an amount, then one side must be the platform wallet. No numeric bounds
 * client-side (the server floors and checks the amount).
 */
export function validateTransfer(form: TransferForm): ValidationError<TransferField> | null {
  return firstFailure<TransferField>([
    { fails: isBlank(form.amount), field: 'amount', message: CASHIER_MESSAGES.transferAmountRequired },
    {
      fails: form.sourcetype !== PLATFORM_WALLET && form.targettype !== PLATFORM_WALLET,
      field: 'sourcetype',
      message: CASHIER_MESSAGES.venueToVenue,
    },
  ]);
}
