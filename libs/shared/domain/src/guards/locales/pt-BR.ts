import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** The guards' texts in Brazilian Portuguese (docs/i18n.md): entrar for 登录, as on /login. */
const ptBR: Translation<typeof zh> = {
  GUARD_MESSAGES: {
    loginFirst: 'Entre na sua conta!',
    loginInvite: 'Muita diversão espera por você, entre agora!',
    redPacketClosed: 'Os envelopes vermelhos estão encerrados',
    alreadyHere: 'Você já está nesta página!',
  },
};
export default ptBR;
