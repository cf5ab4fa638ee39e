import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * Home's texts in Vietnamese (docs/i18n.md): the lobby's categories as betting sites there name them
 * (casino, game bài, nổ hũ for 电子, xổ số), short where the 76 px category rail shows them;
 * lì xì for 红包.
 */
const vi: Translation<typeof zh> = {
  messages: {
    categories: {
      realbet: 'Casino',
      sport: 'Thể thao',
      gaming: 'E-sports',
      joker: 'Game bài',
      concise: 'Nổ hũ',
      lottery: 'Xổ số',
    },
    categoryCaptions: {
      realbet: 'Casino trực tuyến',
      sport: 'Cá cược thể thao',
      gaming: 'Thể thao điện tử',
      joker: 'Game bài',
      concise: 'Slot nổ hũ',
      lottery: 'Xổ số',
    },
    conciseTabs: {
      obgdy: 'Nổ hũ OB',
      fgdz: 'Nổ hũ FG',
      pp: 'Nổ hũ PP',
      ae: 'Nổ hũ AE',
    },
    conciseEntryHint: 'Tất cả trò chơi',
    quickActions: {
      recharge: 'Nạp tiền',
      transfer: 'Chuyển quỹ',
      withdrawal: 'Rút tiền',
      vip: 'VIP',
    },
    quickActionsLabel: 'Lối tắt',
    carouselLabel: 'Băng chuyền khuyến mãi',
    bannerAlt: (n: number) => `Khuyến mãi ${n}`,
    noticeAria: (text: string) => `Thông báo: ${text}`,
    noticeTitle: 'Thông báo',
    noticeMore: 'Xem tất cả thông báo',
    noticeEmpty: 'Chưa có thông báo',
    appCardTitle: 'Tải app chính thức',
    appCardText: 'Chơi mọi lúc mọi nơi, nạp rút tiện lợi hơn',
    appCardDownload: 'Tải ngay',
    appCardClose: 'Đóng lời nhắc tải app',
    redPacketLabel: 'Săn lì xì',
    redPacketClose: 'Đóng lối tắt lì xì',
    close: 'Đóng',
    categoriesLabel: 'Danh mục trò chơi',
    enterGame: 'Vào game',
    openingGame: 'Đang vào…',
    emptyCategory: 'Danh mục này chưa có trò chơi, hãy đón chờ',
    gamesFailed: 'Không tải được danh sách trò chơi, vui lòng thử lại sau',
    homeEmpty: 'Chưa có nội dung, vui lòng thử lại sau',
    homeFailed: 'Tải trang thất bại, vui lòng kiểm tra mạng rồi thử lại',
    retry: 'Tải lại',
    back: 'Quay lại',
  },
};
export default vi;
