import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The withdraw-only dialog's texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  messages: {
    title: 'ระหว่างพักบัญชีทำได้เพียงถอนเงิน',
    explanation:
      'เงินของคุณเป็นของคุณเสมอ ระหว่างพักบัญชีคุณยังเข้าสู่ระบบเพื่อถอนเงิน เพิ่มบัญชีรับเงิน และดูประวัติการถอนได้ การฝากเงินและการเล่นเกมจะกลับมาเมื่อสิ้นสุดการพัก',
    withdraw: 'ถอนเงิน',
    close: 'ปิด',
  },
};

export default th;
