import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The welcome message's texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  messages: {
    welcomeTitle: (title: string) => `Chào mừng đến với ${title}`,
    welcomeFallbackTitle: 'Xin chào quý khách',
    closeWelcome: 'Đóng lời chào',
    notToday: 'Không hiển thị lại hôm nay',
    goRecharge: 'Nạp tiền ngay',
  },
};

export default vi;
