import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The welcome message's texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  messages: {
    welcomeTitle: (title: string) => `ยินดีต้อนรับสู่ ${title}`,
    welcomeFallbackTitle: 'ยินดีต้อนรับ',
    closeWelcome: 'ปิดข้อความต้อนรับ',
    notToday: 'ไม่ต้องแสดงอีกวันนี้',
    goRecharge: 'ฝากเงินเลย',
  },
};

export default th;
