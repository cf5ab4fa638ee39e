import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The welcome message's texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  messages: {
    welcomeTitle: (title: string) => `Bem-vindo ao ${title}`,
    welcomeFallbackTitle: 'Seja bem-vindo',
    closeWelcome: 'Fechar mensagem de boas-vindas',
    notToday: 'Não mostrar novamente hoje',
    goRecharge: 'Depositar agora',
  },
};

export default ptBR;
