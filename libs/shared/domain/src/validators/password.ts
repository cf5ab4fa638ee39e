import { MIN_PASSWORD_LENGTH } from '../constants';
import { PASSWORD_MESSAGES } from '../messages';
import { firstFailure, ValidationError } from './validation-error';

/** The password form in the API's field names: old, new, and the confirmation. */
export interface PasswordChangeForm {
  readonly password: string;
  readonly paypassword: string;
  readonly newpasword: string;
}

export type PasswordChangeField = keyof PasswordChangeForm;

/** /password?type=1 changes the login password; any other value the withdrawal password. */
export type PasswordKind = 'login' | 'withdrawal';

export function passwordKindFromQuery(type: string | number | null | undefined): PasswordKind {
  return String(type) === '1' ? 'login' : 'withdrawal';
}

/**
 * docs/product.md §5 order: old required; new required; old under 6; new under 6; confirmation
 * required; confirmation equals new; new differs from old, which clears the whole form.
 */
export function validatePasswordChange(form: PasswordChangeForm): ValidationError<PasswordChangeField> | null {
  return firstFailure<PasswordChangeField>([
    { fails: form.password === '', field: 'password', message: PASSWORD_MESSAGES.oldRequired },
    { fails: form.paypassword === '', field: 'paypassword', message: PASSWORD_MESSAGES.newRequired },
    { fails: form.password.length < MIN_PASSWORD_LENGTH, field: 'password', message: PASSWORD_MESSAGES.oldLength },
    { fails: form.paypassword.length < MIN_PASSWORD_LENGTH, field: 'paypassword', message: PASSWORD_MESSAGES.newLength },
    { fails: form.newpasword === '', field: 'newpasword', message: PASSWORD_MESSAGES.confirmRequired },
    { fails: form.newpasword !== form.paypassword, field: 'newpasword', message: PASSWORD_MESSAGES.confirmMismatch },
    {
      fails: form.paypassword === form.password,
      field: 'paypassword',
      message: PASSWORD_MESSAGES.sameAsOld,
      clear: 'form',
    },
  ]);
}
