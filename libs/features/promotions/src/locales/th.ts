import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The promotions' texts in Thai (docs/i18n.md): เงินคืน for 返水 (the left menu's word),
 * ยอดเทิร์นโอเวอร์ for 流水, อั่งเปา for 红包, โปรโมชั่น for 活动; the VIP table's game kinds are
 * home's category names.
 */
const th: Translation<typeof zh> = {
  messages: {
    failed: 'เซิร์ฟเวอร์ขัดข้อง กรุณาลองใหม่ภายหลัง',
    activity: {
      title: 'โปรโมชั่น',
      all: 'ทั้งหมด',
      end: 'สิ้นสุด',
      tabs: 'ประเภทโปรโมชั่น',
    },
    activityInfo: {
      title: 'รายละเอียดโปรโมชั่น',
      details: 'รายละเอียด',
      rules: 'กติกา',
      apply: 'สมัครเลย',
      goLogin: 'เข้าสู่ระบบ',
    },
    vip: {
      title: 'สิทธิพิเศษ VIP',
      levels: 'ระดับ VIP',
      cumulativeDeposit: 'ยอดฝากสะสม',
      turnover: 'ยอดเทิร์นโอเวอร์ที่ต้องทำ',
      progress: 'ความคืบหน้าการเลื่อนขั้น',
      requirement: (level: number) => `เงื่อนไขเลื่อนเป็น VIP${level}`,
      myDeposit: 'ยอดฝากสะสมของฉัน',
      toLevel: (level: number) => `ยังขาดอีกเพื่อเป็น VIP${level}`,
      progressTo: (level: number) => `ความคืบหน้าสู่ VIP${level}`,
      topLevel: 'คุณอยู่ระดับสูงสุดแล้ว',
      rebateTable: 'อัตราเงินคืน',
      level: 'ระดับ',
      kinds: { realperson: 'คาสิโน', sport: 'กีฬา', e_sport: 'อีสปอร์ต', joker: 'เกมไพ่', electron: 'สล็อต', lottery: 'หวย' },
      rules: 'กติกา VIP',
    },
    hongbao: {
      title: 'ชิงอั่งเปา',
      remaining: 'สิทธิ์คงเหลือ',
      acquired: 'รับแล้ว',
      maxTimes: 'รับได้สูงสุด',
      grab: 'ชิงอั่งเปา',
      ruleTable: 'เงื่อนไขการรับ',
      ruleText: 'รายละเอียดกิจกรรม',
      period: 'ช่วงเวลา',
      cumulativeRecharge: 'ยอดฝากสะสม',
      packetCount: 'จำนวนอั่งเปา',
      notStarted: 'กิจกรรมยังไม่เริ่ม โปรดติดตาม',
      ended: 'กิจกรรมสิ้นสุดแล้ว โปรดติดตามครั้งหน้า',
      won: 'ยินดีด้วย คุณได้รับอั่งเปา',
      rechargeNow: 'ฝากเงินทันที',
      ok: 'ตกลง',
      close: 'ปิด',
      toWelfare: 'ประวัติการรับ',
    },
    welfare: {
      title: 'ศูนย์รางวัล',
      claimedCount: 'จำนวนครั้งที่รับแล้ว',
      toRedPackets: 'ไปชิงอั่งเปา',
      rechargeAmount: 'จำนวนเงินฝาก',
      packetAmount: 'จำนวนเงินอั่งเปา',
      rechargeTime: 'เวลาฝาก',
      claimTime: 'เวลารับ',
    },
    fanshui: {
      title: 'ศูนย์เงินคืน',
      claimedTotal: 'รับสะสม',
      pending: 'รอรับ',
      claim: 'รับทั้งหมด',
      platform: 'ค่ายเกม',
      date: 'วันที่',
      pickPlatform: 'เลือกค่ายเกม',
    },
    activityRecord: {
      title: 'ประวัติโปรโมชั่น',
      applyTime: (time: string) => `เวลาสมัคร: ${time}`,
    },
  },
};
export default th;
