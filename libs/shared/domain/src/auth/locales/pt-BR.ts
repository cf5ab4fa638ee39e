import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** Register and login's rule texts in Brazilian Portuguese (docs/i18n.md): 支付密码 is the withdrawal password there. */
const ptBR: Translation<typeof zh> = {
  AUTH_MESSAGES: {
    nameLength: 'O usuário deve ter de 6 a 16 letras ou números!',
    passwordLength: 'Digite uma senha válida com no mínimo 6 caracteres!',
    confirmMismatch: 'As senhas não coincidem!',
    realnameRequired: 'Digite seu nome completo!',
    payPasswordLength: 'Digite uma senha de saque válida com no mínimo 6 caracteres!',
    captchaRequired: 'Digite o código de verificação!',
    captchaWrong: 'Código de verificação incorreto!',
    loginRequired: 'Digite seu usuário e senha!',
  },
};
export default ptBR;
