import { CASHIER_MESSAGES, depositRangeMessage } from '../messages';
import { formatYuanShort, parseYuan } from '../money';
import { firstFailure, isBlank, ValidationError } from './validation-error';
import type { PayRange } from '../deposit';

/**
 * Any deposit amount must lie in the pay range, both ends inclusive. An empty or unreadable
 * amount is outside every range, so it gets the same message.
 */
export function validateDepositAmount(amount: string, range: PayRange): ValidationError<'amount'> | null {
  const fen = parseYuan(amount);
  return firstFailure<'amount'>([
    {
      fails: fen === null || fen < range.min || fen > range.max,
      field: 'amount',
      message: depositRangeMessage(formatYuanShort(range.min), formatYuanShort(range.max)),
    },
  ]);
}

/** The bank-transfer deposit form in recharge's field names. */
export interface BankDepositForm {
  /** Depositor name. */
  readonly bank_owner: string;
  /** Depositor's bank type, from the bank picker. */
  readonly bank: string;
  readonly bank_no: string;
  readonly bank_address: string;
  readonly amount: string;
}

export type BankDepositField = keyof BankDepositForm;

/** docs/product.md §5 bank deposit: name, bank type, card number, branch address, then the amount range. */
export function validateBankDeposit(form: BankDepositForm, range: PayRange): ValidationError<BankDepositField> | null {
  return (
    firstFailure<BankDepositField>([
      { fails: isBlank(form.bank_owner), field: 'bank_owner', message: CASHIER_MESSAGES.depositorRequired },
      { fails: isBlank(form.bank), field: 'bank', message: CASHIER_MESSAGES.bankTypeRequired },
      { fails: isBlank(form.bank_no), field: 'bank_no', message: CASHIER_MESSAGES.depositCardRequired },
      { fails: isBlank(form.bank_address), field: 'bank_address', message: CASHIER_MESSAGES.depositBranchRequired },
    ]) ?? validateDepositAmount(form.amount, range)
  );
}
