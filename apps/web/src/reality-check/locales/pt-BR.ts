import { plural, type Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The reality check's texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  messages: {
    title: 'Verificação de realidade',
    elapsed: (minutes: number) =>
      plural('pt-BR', minutes, { one: 'Você está conectado há # minuto', other: 'Você está conectado há # minutos' }),
    summary: 'Nesta sessão:',
    deposits: 'Depósitos',
    withdrawals: 'Saques',
    betsResult: 'Ganhos/perdas',
    keepPlaying: 'Continuar jogando',
    logout: 'Sair',
  },
};

export default ptBR;
