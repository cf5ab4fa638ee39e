import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The left menu's texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  messages: {
    menuLabel: 'Menu lateral',
    closeMenu: 'Fechar menu',
    greeting: (title: string) => `Olá, bem-vindo ao ${title}`,
    greetingFallback: 'Olá, seja bem-vindo',
    vipPromoTitle: 'Vantagens exclusivas VIP',
    vipPromoText: 'Bônus de nível, cashback exclusivo e bônus de aniversário: quanto maior o nível, mais benefícios',
    vipCenter: 'Central VIP',
    messageCenter: 'Mensagens',
    responsibleGaming: 'Jogo responsável',
    feedback: 'Sugestões',
    permanentDomain: 'Domínio permanente',
    aboutUs: 'Sobre nós',
    safeExit: 'Sair',
    loginNow: 'Entrar agora',
    language: 'Idioma',
    withdrawal: 'Sacar',
    withdrawalRecords: 'Histórico de saques',
  },
};

export default ptBR;
