import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The 账户安全 screen in th (docs/i18n.md). */
const translation: Translation<typeof zh> = {
  texts: {
    title: 'ความปลอดภัยบัญชี',
    intro: 'เมื่อมีพาสคีย์หรือแอปยืนยันตัวตน การถอนเงิน การผูกบัญชีรับเงิน และการเปลี่ยนรหัสผ่านต้องได้รับการยืนยันจากคุณเอง ผู้ที่รู้เพียงรหัสผ่านจะโอนเงินของคุณออกไปไม่ได้',
    loadFailed: 'โหลดไม่สำเร็จ',
    passkeys: {
      title: 'พาสคีย์',
      empty: 'ยังไม่มีพาสคีย์',
      add: 'เพิ่มพาสคีย์',
      rename: 'เปลี่ยนชื่อ',
      remove: 'ลบ',
      added: (date: string) => `เพิ่มเมื่อ ${date}`,
      unsupported: 'เบราว์เซอร์นี้ไม่รองรับพาสคีย์',
      namePrompt: 'ชื่อพาสคีย์',
      removeConfirm: (name: string) => `ลบพาสคีย์ “${name}” หรือไม่?`,
      addedToast: 'เพิ่มพาสคีย์แล้ว',
    },
    totp: {
      title: 'แอปยืนยันตัวตน',
      hint: 'ยืนยันรายการด้วยรหัส 6 หลักจากแอปยืนยันตัวตน (เช่น Google Authenticator)',
      on: 'เปิดอยู่',
      off: 'ปิดอยู่',
      turnOn: 'เปิด',
      turnOff: 'ปิด',
      secret: 'รหัสลับ',
      code: 'รหัส 6 หลัก',
      enable: 'เปิดเลย',
    },
    devices: {
      title: 'อุปกรณ์ที่เข้าสู่ระบบ',
      current: 'อุปกรณ์นี้',
      firstSeen: 'ครั้งแรก',
      lastSeen: 'ใช้งานล่าสุด',
      address: 'ที่อยู่ IP',
      end: 'ออกจากระบบ',
      endOthers: 'ออกจากระบบอุปกรณ์อื่นทั้งหมด',
    },
    idle: {
      title: 'ออกจากระบบอัตโนมัติ',
      hint: 'ออกจากระบบเมื่อไม่มีการใช้งานช่วงหนึ่ง',
      options: { 0: 'ปิด', 15: '15 นาที', 60: '1 ชั่วโมง', 240: '4 ชั่วโมง' },
    },
    previous: {
      title: 'การเข้าสู่ระบบครั้งก่อน',
      none: 'นี่คือการเข้าสู่ระบบครั้งแรก',
      time: 'เวลาเข้าสู่ระบบ',
      device: 'อุปกรณ์',
      notMe: 'ไม่ใช่ฉัน?',
    },
    confirm: {
      failed: 'ยังไม่ได้ยืนยัน',
    },
  },
};

export default translation;
