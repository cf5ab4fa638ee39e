import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The shell's first-paint texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  messages: {
    sessionExpiredTitle: 'Sessão expirada',
    sessionExpiredContent: 'Seu login expirou, entre novamente',
    confirm: 'OK',
    login: 'Entrar',
    register: 'Cadastrar',
    openMenu: 'Abrir menu',
    messageTitle: 'Mensagens',
    aboutsTitle: 'Sobre nós',
    termsTitle: 'Termos e regras',
    privacyTitle: 'Política de privacidade',
    tabBarLabel: 'Navegação inferior',
    pageLoading: 'Carregando página',
  },
};

export default ptBR;
