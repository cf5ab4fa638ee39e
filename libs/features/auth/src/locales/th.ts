import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The auth screens' texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  messages: {
    login: 'เข้าสู่ระบบ',
    passkeyLogin: 'เข้าสู่ระบบด้วยพาสคีย์',
    passkeyFailed: 'เข้าสู่ระบบด้วยพาสคีย์ไม่สำเร็จ',
    register: 'สมัครสมาชิก',
    loginTitle: 'เข้าสู่ระบบบัญชี',
    registerTitle: 'สมัครสมาชิก',
    loginSubtitle: 'เข้าสู่ระบบเพื่อเล่นได้ทุกเกม',
    registerSubtitle: 'สมัครเลยแล้วเริ่มสนุกได้ทันที',
    toRegister: 'ยังไม่มีบัญชี? สมัครสมาชิก',
    toLogin: 'มีบัญชีแล้ว? เข้าสู่ระบบ',
    welcome: (title: string) => `ยินดีต้อนรับสู่ ${title}`,
    welcomeFallback: 'ยินดีต้อนรับ',
    fields: {
      name: 'ชื่อผู้ใช้',
      password: 'รหัสผ่าน',
      confirmPass: 'ยืนยันรหัสผ่าน',
      realname: 'ชื่อ-นามสกุลจริง',
      paypassword: 'รหัสถอนเงิน',
      code: 'รหัสยืนยัน',
    },
    placeholders: {
      loginName: 'กรอกชื่อผู้ใช้',
      loginPassword: 'กรอกรหัสผ่าน',
      registerName: 'ตัวอักษรหรือตัวเลข 6–16 ตัว',
      registerPassword: 'อย่างน้อย 6 ตัว',
      confirmPass: 'กรอกรหัสผ่านอีกครั้ง',
      realname: 'ต้องตรงกับชื่อบัญชีที่ถอนเงิน',
      paypassword: 'อย่างน้อย 6 ตัว',
      code: 'กรอกรหัสยืนยัน',
    },
    showPassword: 'แสดงรหัสผ่าน',
    hidePassword: 'ซ่อนรหัสผ่าน',
    captchaAlt: 'รหัสยืนยัน',
    captchaRefresh: 'อ่านไม่ออก? เปลี่ยนรหัส',
    visitor: 'ดูก่อน',
    service: 'แชทสด',
    language: 'ภาษา',
    failed: 'ทำรายการไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
  },
};

export default th;
