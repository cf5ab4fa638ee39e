import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The maintenance screen's texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  messages: {
    maintenanceTitle: 'ระบบกำลังปิดปรับปรุง',
    maintenanceFallback: 'เว็บไซต์กำลังปิดปรับปรุง กรุณากลับมาใหม่ภายหลัง',
  },
};

export default th;
