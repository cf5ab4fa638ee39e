import { captchaChecks } from './captcha-checks';
import { firstFailure, ValidationError } from './validation-error';
import { AUTH_MESSAGES } from '../auth/messages';
import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, MIN_PAY_PASSWORD_LENGTH, MIN_REALNAME_LENGTH } from '../constants';

export interface RegisterForm {
  readonly name: string;
  readonly password: string;
  readonly confirmPass: string;
  readonly realname: string;
  readonly paypassword: string;
  readonly code: string;
}

export type RegisterField = keyof RegisterForm;

/**
 * docs/product.md §5 register order. Only the lower bound of the name is checked, as the spec says.
 * Name, real name and code are trimmed (blank is missing); passwords are taken as typed.
 * A wrong captcha asks the screen to clear the code field.
 */
export function validateRegister(form: RegisterForm, expectedCode: string): ValidationError<RegisterField> | null {
  return firstFailure<RegisterField>([
    { fails: form.name.trim().length < MIN_NAME_LENGTH, field: 'name', message: AUTH_MESSAGES.nameLength },
    { fails: form.password.length < MIN_PASSWORD_LENGTH, field: 'password', message: AUTH_MESSAGES.passwordLength },
    {
      fails: form.confirmPass === '' || form.confirmPass !== form.password,
      field: 'confirmPass',
      message: AUTH_MESSAGES.confirmMismatch,
    },
    { fails: form.realname.trim().length < MIN_REALNAME_LENGTH, field: 'realname', message: AUTH_MESSAGES.realnameRequired },
    {
      fails: form.paypassword.length < MIN_PAY_PASSWORD_LENGTH,
      field: 'paypassword',
      message: AUTH_MESSAGES.payPasswordLength,
    },
    ...captchaChecks(form.code, expectedCode),
  ]);
}
