import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The left menu's texts in Thai (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const th: Translation<typeof zh> = {
  messages: {
    menuLabel: 'เมนูด้านข้าง',
    closeMenu: 'ปิดเมนู',
    greeting: (title: string) => `สวัสดี ยินดีต้อนรับสู่ ${title}`,
    greetingFallback: 'สวัสดี ยินดีต้อนรับ',
    vipPromoTitle: 'สิทธิพิเศษสมาชิก VIP',
    vipPromoText: 'โบนัสเลื่อนขั้น เงินคืนพิเศษ โบนัสวันเกิด ยิ่งระดับสูงยิ่งได้มาก',
    vipCenter: 'ศูนย์สมาชิก',
    messageCenter: 'กล่องข้อความ',
    responsibleGaming: 'การเล่นอย่างรับผิดชอบ',
    feedback: 'ข้อเสนอแนะ',
    permanentDomain: 'โดเมนถาวร',
    aboutUs: 'เกี่ยวกับเรา',
    safeExit: 'ออกจากระบบ',
    loginNow: 'เข้าสู่ระบบเลย',
    language: 'ภาษา',
    withdrawal: 'ถอนเงิน',
    withdrawalRecords: 'ประวัติการถอนเงิน',
  },
};

export default th;
