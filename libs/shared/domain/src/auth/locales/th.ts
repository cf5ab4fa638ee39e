import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** Register and login's rule texts in Thai (docs/i18n.md): 支付密码 is the withdrawal password there. */
const th: Translation<typeof zh> = {
  AUTH_MESSAGES: {
    nameLength: 'ชื่อผู้ใช้ต้องมี 6–16 ตัว เป็นตัวอักษรหรือตัวเลข',
    passwordLength: 'กรุณากรอกรหัสผ่านให้ถูกต้อง อย่างน้อย 6 ตัว',
    confirmMismatch: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    realnameRequired: 'กรุณากรอกชื่อ-นามสกุลจริง',
    payPasswordLength: 'กรุณากรอกรหัสถอนเงินให้ถูกต้อง อย่างน้อย 6 ตัว',
    captchaRequired: 'กรุณากรอกรหัสยืนยัน',
    captchaWrong: 'รหัสยืนยันไม่ถูกต้อง',
    loginRequired: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
  },
};
export default th;
