import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The data layer's own texts in Thai (docs/i18n.md); sessionExpired as the shell words it. */
const th: Translation<typeof zh> = {
  messages: {
    networkError: 'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่',
    timeout: 'หมดเวลาเชื่อมต่อ กรุณาลองใหม่ภายหลัง',
    badResponse: 'เซิร์ฟเวอร์ตอบกลับผิดปกติ กรุณาลองใหม่ภายหลัง',
    sessionExpired: 'การเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    logoutConfirm: 'ต้องการออกจากระบบใช่หรือไม่?',
  },
};
export default th;
