import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** Register and login's rule texts in English (docs/i18n.md): 支付密码 is the withdrawal password there. */
const en: Translation<typeof zh> = {
  AUTH_MESSAGES: {
    nameLength: 'Username must be 6–16 letters or digits!',
    passwordLength: 'Please enter a valid password of at least 6 characters!',
    confirmMismatch: 'The two passwords do not match!',
    realnameRequired: 'Please enter your real name!',
    payPasswordLength: 'Please enter a valid withdrawal password of at least 6 characters!',
    captchaRequired: 'Please enter the verification code!',
    captchaWrong: 'Incorrect verification code!',
    loginRequired: 'Please enter your username and password!',
  },
};
export default en;
