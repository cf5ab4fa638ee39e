import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The maintenance screen's texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  messages: {
    maintenanceTitle: 'Em manutenção',
    maintenanceFallback: 'O site está em manutenção, volte mais tarde.',
  },
};

export default ptBR;
