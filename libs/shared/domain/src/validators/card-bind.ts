import { CARD_PAY_PASSWORD_MAX, CARD_PAY_PASSWORD_MIN, MIN_CARD_NUMBER_LENGTH } from '../constants';
import { CARD_MESSAGES } from '../messages';
import { firstFailure, isBlank, ValidationError } from './validation-error';

/** USDT bind form in bindcard's own field names: bank_no is the address, bank_owner the protocol. */
export interface UsdtBindForm {
  readonly bank_no: string;
  readonly bank_owner: string;
  readonly pay_pass: string;
}

export type UsdtBindField = keyof UsdtBindForm;

/** docs/product.md §5 USDT bind: address, protocol, payment password. */
export function validateUsdtBind(form: UsdtBindForm): ValidationError<UsdtBindField> | null {
  return firstFailure<UsdtBindField>([
    { fails: isBlank(form.bank_no), field: 'bank_no', message: CARD_MESSAGES.usdtAddressRequired },
    { fails: isBlank(form.bank_owner), field: 'bank_owner', message: CARD_MESSAGES.protocolRequired },
    { fails: form.pay_pass === '', field: 'pay_pass', message: CARD_MESSAGES.payPasswordRequired },
  ]);
}

export interface BankCardBindForm {
  readonly bank_owner: string;
  readonly bank: string;
  readonly bank_address: string;
  readonly bank_no: string;
  readonly pay_pass: string;
}

export type BankCardBindField = keyof BankCardBindForm;

/**
 * docs/product.md §5 bank-card bind: the five required fields in order, then card number length,
 * then payment password length. Spaces typed inside the card number do not count.
 */
export function validateBankCardBind(form: BankCardBindForm): ValidationError<BankCardBindField> | null {
  const cardLength = form.bank_no.replace(/\s+/g, '').length;
  const passLength = form.pay_pass.length;
  return firstFailure<BankCardBindField>([
    { fails: isBlank(form.bank_owner), field: 'bank_owner', message: CARD_MESSAGES.ownerRequired },
    { fails: isBlank(form.bank), field: 'bank', message: CARD_MESSAGES.bankRequired },
    { fails: isBlank(form.bank_address), field: 'bank_address', message: CARD_MESSAGES.branchRequired },
    { fails: cardLength === 0, field: 'bank_no', message: CARD_MESSAGES.cardNumberRequired },
    { fails: passLength === 0, field: 'pay_pass', message: CARD_MESSAGES.payPasswordRequired },
    { fails: cardLength < MIN_CARD_NUMBER_LENGTH, field: 'bank_no', message: CARD_MESSAGES.cardNumberLength },
    {
      fails: passLength < CARD_PAY_PASSWORD_MIN || passLength > CARD_PAY_PASSWORD_MAX,
      field: 'pay_pass',
      message: CARD_MESSAGES.payPasswordRange,
    },
  ]);
}
