import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The shell's first-paint texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  messages: {
    sessionExpiredTitle: 'ยืนยันตัวตนไม่สำเร็จ',
    sessionExpiredContent: 'การเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    confirm: 'ตกลง',
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    openMenu: 'เปิดเมนู',
    messageTitle: 'ข้อความ',
    aboutsTitle: 'เกี่ยวกับเรา',
    termsTitle: 'ข้อกำหนดและกติกา',
    privacyTitle: 'นโยบายความเป็นส่วนตัว',
    tabBarLabel: 'แถบนำทางด้านล่าง',
    pageLoading: 'กำลังโหลดหน้า',
  },
};

export default th;
