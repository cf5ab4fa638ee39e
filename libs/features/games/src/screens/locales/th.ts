import { plural } from '@h5/domain';
import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The games feature's other screens in Thai (docs/i18n.md): เกมสล็อต for 电子游戏, แชทสด for 在线客服
 * (auth's word), and /app's iOS steps name Safari's own Thai labels.
 */
const th: Translation<typeof zh> = {
  screenMessages: {
    noticeModal: {
      moreUnread: (count: number) => `ดูประกาศทั้งหมด ${plural('th', count, { other: 'ข้อความที่ยังไม่ได้อ่าน # ข้อความ' })}`,
    },
    concise: {
      title: 'เกมสล็อต',
      tabsLabel: 'ค่ายสล็อต',
      gridLabel: (tab: string) => `รายการเกม ${tab}`,
      empty: 'ยังไม่มีอะไรที่นี่',
      failed: 'โหลดรายการเกมไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
      opening: (name: string) => `กำลังเข้าสู่ ${name}…`,
    },
    gamePage: {
      title: 'เกม',
      agentTitle: 'เข้าสู่ระบบเอเจนต์',
      serviceTitle: 'แชทสด',
      appTitle: 'ดาวน์โหลดแอป',
      frameTitle: (title: string) => `หน้า${title}`,
      loading: 'กำลังโหลด กรุณารอสักครู่',
      failed: 'โหลดไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
      noGame: 'ไม่ได้เลือกเกม กรุณากลับไปเลือกใหม่',
      noDownload: 'ยังไม่มีลิงก์ดาวน์โหลด',
      downloadStarted: 'เริ่มดาวน์โหลดแล้ว โปรดสังเกตข้อความแจ้งติดตั้งบนมือถือ',
      downloadAddress: 'ลิงก์ดาวน์โหลด',
      downloadAgain: 'ดาวน์โหลดอีกครั้ง',
      backHome: 'กลับหน้าแรก',
    },
    kefu: {
      title: 'แชทสด',
      failed: 'โหลดหน้าแชทสดไม่สำเร็จ กรุณาลองใหม่ภายหลัง',
    },
    app: {
      title: (site: string) => `ดาวน์โหลดแอป ${site}`,
      fallbackSite: 'ทางการ',
      slidesLabel: 'ฟีเจอร์ของแอป',
      slides: ['ฝากถอนรวดเร็ว', 'เกมมากมาย', 'ปลอดภัยมั่นคง', 'บริการใส่ใจ'],
      slideCaptions: ['ฝากถอนเข้าบัญชีในไม่กี่วินาที', 'คาสิโนสด กีฬา อีสปอร์ต ครบในที่เดียว', 'เข้ารหัสเงินทุน ปลอดภัยไร้กังวล', 'บริการออนไลน์ตลอด 24 ชั่วโมง'],
      slideAlt: (n: number, total: number) => `ภาพแนะนำแอป ${n} / ${total}`,
      qrAlt: 'คิวอาร์โค้ดดาวน์โหลดแอป',
      qrHint: 'สแกนคิวอาร์โค้ดหรือกดปุ่มด้านล่างเพื่อดาวน์โหลด',
      download: 'ดาวน์โหลดเลย',
      note: 'คำแนะนำ: ระหว่างติดตั้งให้มือถือและคอมพิวเตอร์เชื่อมต่อเครือข่ายเดียวกัน หากติดตั้งไม่สำเร็จ ให้คัดลอกลิงก์ดาวน์โหลดแล้วเปิดในเบราว์เซอร์ของมือถือ',
      install: {
        title: 'เพิ่มไปยังหน้าจอโฮม',
        lead: 'ไม่ต้องดาวน์โหลด เปิดจากหน้าจอโฮมได้เหมือนแอป',
        button: 'เพิ่มไปยังหน้าจอโฮม',
        iosStepsLabel: 'ขั้นตอนเพิ่มไปยังหน้าจอโฮมใน Safari',
        iosShare: 'แตะปุ่ม “แชร์” ที่ด้านล่างของเบราว์เซอร์',
        iosAdd: 'เลือก “เพิ่มไปยังหน้าจอโฮม” ในเมนู',
      },
    },
    sponsor: {
      title: 'สปอนเซอร์',
      entries: {
        1: { title: 'พันธมิตรระดับภูมิภาค', text: 'พันธมิตรระดับภูมิภาคอย่างเป็นทางการของสโมสรกีฬา' },
        2: { title: 'พันธมิตรระดับโลก', text: 'พันธมิตรระดับโลกของสโมสรกีฬา' },
      },
      divider: 'ไม่มีเพิ่มเติมแล้ว~',
      pageTitle: (title: string) => `แนะนำ${title}`,
      back: 'กลับไปหน้าสปอนเซอร์',
    },
  },
};
export default th;
