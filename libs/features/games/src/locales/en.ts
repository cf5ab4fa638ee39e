import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * Home's texts in English (docs/i18n.md): the lobby's categories as betting sites name them (真人 live
 * casino, 电子 slots, 棋牌 card games), short where the 76 px category rail shows them.
 */
const en: Translation<typeof zh> = {
  messages: {
    categories: {
      realbet: 'Live',
      sport: 'Sports',
      gaming: 'Esports',
      joker: 'Cards',
      concise: 'Slots',
      lottery: 'Lottery',
    },
    categoryCaptions: {
      realbet: 'Live casino',
      sport: 'Sports betting',
      gaming: 'Esports',
      joker: 'Card games',
      concise: 'Slot games',
      lottery: 'Lottery games',
    },
    conciseTabs: {
      obgdy: 'OB Slots',
      fgdz: 'FG Slots',
      pp: 'PP Slots',
      ae: 'AE Slots',
    },
    conciseEntryHint: 'All games',
    quickActions: {
      recharge: 'Deposit',
      transfer: 'Transfer',
      withdrawal: 'Withdraw',
      vip: 'VIP',
    },
    quickActionsLabel: 'Shortcuts',
    carouselLabel: 'Promotions carousel',
    bannerAlt: (n: number) => `Promotion ${n}`,
    noticeAria: (text: string) => `Announcement: ${text}`,
    noticeTitle: 'Announcements',
    noticeMore: 'View all announcements',
    noticeEmpty: 'No announcements',
    appCardTitle: 'Download the official app',
    appCardText: 'Play anywhere, deposit and withdraw with ease',
    appCardDownload: 'Download',
    appCardClose: 'Close the download banner',
    redPacketLabel: 'Grab red packets',
    redPacketClose: 'Close the red packet shortcut',
    close: 'Close',
    categoriesLabel: 'Game categories',
    enterGame: 'Play',
    openingGame: 'Opening…',
    emptyCategory: 'No games in this category yet, stay tuned',
    gamesFailed: 'Could not load the games, please try again later',
    homeEmpty: 'Nothing here yet, please try again later',
    homeFailed: 'The page failed to load, please check your connection and try again',
    retry: 'Reload',
    back: 'Back',
  },
};
export default en;
