import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The installed app's texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  pwaMessages: {
    offlineTitle: 'Falha na conexão',
    offlineText: 'Erro de rede, verifique sua conexão e tente novamente',
    updateTitle: 'Nova versão disponível',
    updateContent: 'O site foi atualizado, recarregue para usar a nova versão',
    updateNow: 'Recarregar agora',
    updateLater: 'Depois',
  },
};

export default ptBR;
