import { captchaChecks } from './captcha-checks';
import { firstFailure, isBlank, ValidationError } from './validation-error';
import { AUTH_MESSAGES } from '../auth/messages';

export interface LoginForm {
  readonly name: string;
  readonly password: string;
  readonly code: string;
}

export type LoginField = keyof LoginForm;

/** docs/product.md §5 login: account and password both needed, then the captcha rules of register. */
export function validateLogin(form: LoginForm, expectedCode: string): ValidationError<LoginField> | null {
  return firstFailure<LoginField>([
    {
      fails: isBlank(form.name) || form.password === '',
      field: isBlank(form.name) ? 'name' : 'password',
      message: AUTH_MESSAGES.loginRequired,
    },
    ...captchaChecks(form.code, expectedCode),
  ]);
}
