import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * Home's texts in Brazilian Portuguese (docs/i18n.md): the lobby's categories as betting sites there
 * name them (cassino, cartas, slots for 电子, loteria), short where the 76 px category rail shows
 * them; envelope vermelho for 红包.
 */
const ptBR: Translation<typeof zh> = {
  messages: {
    categories: {
      realbet: 'Cassino',
      sport: 'Esportes',
      gaming: 'E-sports',
      joker: 'Cartas',
      concise: 'Slots',
      lottery: 'Loteria',
    },
    categoryCaptions: {
      realbet: 'Cassino ao vivo',
      sport: 'Apostas esportivas',
      gaming: 'E-sports',
      joker: 'Jogos de cartas',
      concise: 'Caça-níqueis',
      lottery: 'Loterias',
    },
    conciseTabs: {
      obgdy: 'OB Slots',
      fgdz: 'FG Slots',
      pp: 'PP Slots',
      ae: 'AE Slots',
    },
    conciseEntryHint: 'Todos os jogos',
    quickActions: {
      recharge: 'Depositar',
      transfer: 'Transferir',
      withdrawal: 'Sacar',
      vip: 'VIP',
    },
    quickActionsLabel: 'Atalhos',
    carouselLabel: 'Carrossel de promoções',
    bannerAlt: (n: number) => `Promoção ${n}`,
    noticeAria: (text: string) => `Aviso: ${text}`,
    noticeTitle: 'Avisos',
    noticeMore: 'Ver todos os avisos',
    noticeEmpty: 'Nenhum aviso',
    appCardTitle: 'Baixe o app oficial',
    appCardText: 'Jogue onde estiver, deposite e saque com facilidade',
    appCardDownload: 'Baixar',
    appCardClose: 'Fechar aviso de download',
    redPacketLabel: 'Envelopes vermelhos',
    redPacketClose: 'Fechar atalho dos envelopes',
    close: 'Fechar',
    categoriesLabel: 'Categorias de jogos',
    enterGame: 'Jogar',
    openingGame: 'Abrindo…',
    emptyCategory: 'Ainda não há jogos nesta categoria, aguarde',
    gamesFailed: 'Não foi possível carregar os jogos, tente novamente mais tarde',
    homeEmpty: 'Nada por aqui ainda, tente novamente mais tarde',
    homeFailed: 'Falha ao carregar a página, verifique sua conexão e tente novamente',
    retry: 'Recarregar',
    back: 'Voltar',
  },
};
export default ptBR;
