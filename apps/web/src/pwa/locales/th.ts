import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The installed app's texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  pwaMessages: {
    offlineTitle: 'เชื่อมต่อเครือข่ายไม่สำเร็จ',
    offlineText: 'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่',
    updateTitle: 'มีเวอร์ชันใหม่',
    updateContent: 'เว็บไซต์อัปเดตแล้ว รีเฟรชเพื่อใช้เวอร์ชันใหม่',
    updateNow: 'รีเฟรชเลย',
    updateLater: 'ภายหลัง',
  },
};

export default th;
