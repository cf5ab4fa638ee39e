import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** ui-kit's texts in Thai (docs/i18n.md): 中心钱包 is กระเป๋าหลัก, 一键回收 ดึงเงินกลับ (from every ค่ายเกม). */
const th: Translation<typeof zh> = {
  messages: {
    back: 'ย้อนกลับ',
    close: 'ปิด',
    loading: 'กำลังโหลด',
    confirm: 'ตกลง',
    cancel: 'ยกเลิก',
    noMore: 'ไม่มีข้อมูลเพิ่มเติม',
    empty: 'ยังไม่มีข้อมูล',
    loadFailed: 'โหลดไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
    retry: 'โหลดใหม่',
    expand: 'ดูเพิ่มเติม',
    collapse: 'ย่อลง',
    copy: 'คัดลอก',
    copied: 'คัดลอกแล้ว!',
    copyFailed: 'คัดลอกไม่สำเร็จ กรุณากดค้างเพื่อคัดลอกเอง',
    serverError: 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่ภายหลัง',
    remaining: 'เวลาที่เหลือ',
    totalAssets: 'ยอดเงินรวม',
    centralWallet: 'กระเป๋าหลัก',
    gameWallet: 'กระเป๋าเกม',
    refreshBalance: 'รีเฟรชยอดเงิน',
    recycle: 'ดึงเงินกลับทั้งหมด',
    maxAmount: 'สูงสุด',
    cardEndingIn: (lastFour: string) => `เลขท้าย ${lastFour}`,
  },
};
export default th;
