import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The data layer's own texts in Brazilian Portuguese (docs/i18n.md); sessionExpired as the shell words it. */
const ptBR: Translation<typeof zh> = {
  messages: {
    networkError: 'Erro de rede, verifique sua conexão e tente novamente',
    timeout: 'A solicitação expirou, tente novamente mais tarde',
    badResponse: 'O servidor enviou uma resposta inválida, tente novamente mais tarde',
    sessionExpired: 'Seu login expirou, entre novamente',
    logoutConfirm: 'Tem certeza de que deseja sair?',
  },
};
export default ptBR;
