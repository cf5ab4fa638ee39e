import { MIN_WITHDRAWAL } from '../constants';
import { CASHIER_MESSAGES } from '../messages';
import { parseYuan } from '../money';
import { firstFailure, ValidationError } from './validation-error';

/** The two withdrawal tabs: USDT address or bank card. */
export type WithdrawMethod = 'usdt' | 'bank';

export interface WithdrawalForm {
  readonly method: WithdrawMethod;
  /** The chosen card's id; empty when none is chosen. */
  readonly bank: string | number | null;
  readonly amount: string;
  readonly password: string;
}

export type WithdrawalField = 'bank' | 'amount' | 'password';

/**
 * docs/product.md §5 withdrawal: a card or address chosen, at least 100 yuan (an empty or unreadable
 * amount counts as below), the payment password. There is no upper bound client-side.
 */
export function validateWithdrawal(form: WithdrawalForm): ValidationError<WithdrawalField> | null {
  const fen = parseYuan(form.amount);
  return firstFailure<WithdrawalField>([
    {
      fails: form.bank === null || form.bank === '',
      field: 'bank',
      message: form.method === 'usdt' ? CASHIER_MESSAGES.withdrawUsdtRequired : CASHIER_MESSAGES.withdrawBankCardRequired,
    },
    { fails: fen === null || fen < MIN_WITHDRAWAL, field: 'amount', message: CASHIER_MESSAGES.withdrawMinimum },
    { fails: form.password === '', field: 'password', message: CASHIER_MESSAGES.withdrawPasswordRequired },
  ]);
}
