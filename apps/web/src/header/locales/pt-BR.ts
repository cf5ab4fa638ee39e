import type { Translation } from '@h5/domain';
import type * as zh from '../member-messages';

/** A member's part of the header in Brazilian Portuguese (docs/i18n.md), typed after ../member-messages.ts. */
const ptBR: Translation<typeof zh> = {
  memberMessages: {
    recycle: 'Recolher tudo',
    refreshBalance: 'Atualizar saldo',
    balanceLabel: 'Carteira principal',
  },
};

export default ptBR;
