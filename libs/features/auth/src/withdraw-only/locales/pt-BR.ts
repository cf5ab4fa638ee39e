import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The withdraw-only dialog's texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  messages: {
    title: 'Durante a pausa, só saques',
    explanation:
      'Seu dinheiro é sempre seu: durante a pausa você ainda pode entrar para sacar, adicionar uma conta de recebimento e ver seus saques. Depósitos e jogos voltam quando a pausa terminar.',
    withdraw: 'Sacar',
    close: 'Fechar',
  },
};

export default ptBR;
