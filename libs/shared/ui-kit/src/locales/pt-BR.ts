import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** ui-kit's texts in Brazilian Portuguese (docs/i18n.md): 中心钱包 is the carteira principal, 一键回收 recolher tudo. */
const ptBR: Translation<typeof zh> = {
  messages: {
    back: 'Voltar',
    close: 'Fechar',
    loading: 'Carregando',
    confirm: 'OK',
    cancel: 'Cancelar',
    noMore: 'Não há mais nada',
    empty: 'Nada por aqui',
    loadFailed: 'Falha ao carregar, tente novamente mais tarde',
    retry: 'Recarregar',
    expand: 'Ver mais',
    collapse: 'Ver menos',
    copy: 'Copiar',
    copied: 'Copiado!',
    copyFailed: 'Falha ao copiar, toque e segure para copiar manualmente',
    serverError: 'Erro no servidor, tente novamente mais tarde',
    remaining: 'Tempo restante',
    totalAssets: 'Saldo total',
    centralWallet: 'Carteira principal',
    gameWallet: 'Carteira de jogos',
    refreshBalance: 'Atualizar saldo',
    recycle: 'Recolher tudo',
    maxAmount: 'Máx.',
    cardEndingIn: (lastFour: string) => `Final ${lastFour}`,
  },
};
export default ptBR;
