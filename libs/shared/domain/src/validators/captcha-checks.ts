import { AUTH_MESSAGES } from '../auth/messages';
import { isCaptchaMatch } from '../captcha';
import { Check, isBlank } from './validation-error';

/** The captcha rules shared by register and login: required, then equal to the picture's code. */
export function captchaChecks(code: string, expectedCode: string): Check<'code'>[] {
  return [
    { fails: isBlank(code), field: 'code', message: AUTH_MESSAGES.captchaRequired },
    { fails: !isCaptchaMatch(code, expectedCode), field: 'code', message: AUTH_MESSAGES.captchaWrong, clear: 'field' },
  ];
}
