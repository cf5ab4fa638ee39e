import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * Home's texts in Thai (docs/i18n.md): the lobby's categories as betting sites there name them
 * (คาสิโน, เกมไพ่, สล็อต for 电子, หวย), short where the 76 px category rail shows them;
 * อั่งเปา for 红包.
 */
const th: Translation<typeof zh> = {
  messages: {
    categories: {
      realbet: 'คาสิโน',
      sport: 'กีฬา',
      gaming: 'อีสปอร์ต',
      joker: 'เกมไพ่',
      concise: 'สล็อต',
      lottery: 'หวย',
    },
    categoryCaptions: {
      realbet: 'คาสิโนสด',
      sport: 'เดิมพันกีฬา',
      gaming: 'อีสปอร์ต',
      joker: 'เกมไพ่',
      concise: 'เกมสล็อต',
      lottery: 'หวยออนไลน์',
    },
    conciseTabs: {
      obgdy: 'สล็อต OB',
      fgdz: 'สล็อต FG',
      pp: 'สล็อต PP',
      ae: 'สล็อต AE',
    },
    conciseEntryHint: 'เกมทั้งหมด',
    quickActions: {
      recharge: 'ฝากเงิน',
      transfer: 'โอนเงิน',
      withdrawal: 'ถอนเงิน',
      vip: 'VIP',
    },
    quickActionsLabel: 'ทางลัด',
    carouselLabel: 'สไลด์โปรโมชั่น',
    bannerAlt: (n: number) => `โปรโมชั่น ${n}`,
    noticeAria: (text: string) => `ประกาศ: ${text}`,
    noticeTitle: 'ประกาศ',
    noticeMore: 'ดูประกาศทั้งหมด',
    noticeEmpty: 'ยังไม่มีประกาศ',
    appCardTitle: 'ดาวน์โหลดแอปทางการ',
    appCardText: 'เล่นได้ทุกที่ทุกเวลา ฝากถอนสะดวกกว่า',
    appCardDownload: 'ดาวน์โหลด',
    appCardClose: 'ปิดแถบดาวน์โหลด',
    redPacketLabel: 'ชิงอั่งเปา',
    redPacketClose: 'ปิดทางลัดอั่งเปา',
    close: 'ปิด',
    categoriesLabel: 'หมวดหมู่เกม',
    enterGame: 'เข้าเกม',
    openingGame: 'กำลังเข้า…',
    emptyCategory: 'หมวดนี้ยังไม่มีเกม โปรดติดตาม',
    gamesFailed: 'โหลดรายการเกมไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
    homeEmpty: 'ยังไม่มีเนื้อหา กรุณาลองใหม่ภายหลัง',
    homeFailed: 'โหลดหน้าไม่สำเร็จ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่',
    retry: 'โหลดใหม่',
    back: 'ย้อนกลับ',
  },
};
export default th;
