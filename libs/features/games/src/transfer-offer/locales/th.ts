import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

const th: Translation<typeof zh> = {
  messages: {
    title: 'โอนเงินเข้าเกม',
    text: (venue: string, central: string) => `ยอดเงิน ${venue} คือ ¥0.00 กระเป๋าหลักมี ${central} โอนเข้าเพื่อใช้เล่นเกม`,
    amount: 'จำนวนเงินที่โอนเข้า',
    amountPlaceholder: 'กรอกจำนวนเงินที่โอนเข้า',
    available: (amount: string) => `โอนได้ ${amount}`,
    transferAndEnter: 'โอนเข้าและเข้าเกม',
    enterDirectly: 'เข้าเกมเลย',
    close: 'ปิด',
    noAnswer: 'การโอนยังไม่สำเร็จ โปรดตรวจสอบเครือข่ายแล้วลองอีกครั้ง',
  },
};
export default th;
