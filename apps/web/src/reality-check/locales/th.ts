import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The reality check's texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  messages: {
    title: 'ตรวจสอบเวลาเล่น',
    elapsed: (minutes: number) => `คุณเข้าสู่ระบบมาแล้ว ${minutes} นาที`,
    summary: 'การเข้าสู่ระบบครั้งนี้:',
    deposits: 'ฝากเงิน',
    withdrawals: 'ถอนเงิน',
    betsResult: 'ผลได้เสียการเดิมพัน',
    keepPlaying: 'เล่นต่อ',
    logout: 'ออกจากระบบ',
  },
};

export default th;
