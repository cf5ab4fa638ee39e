import authTh from '../auth/locales/th';
import guardsTh from '../guards/locales/th';
import type { Translation } from '../i18n/locale';
import type * as zh from '../messages';

/**
 * The domain's rule texts in Thai (docs/i18n.md), in the words betting sites there use:
 * ยอดเทิร์นโอเวอร์ for 流水, เงินคืน for 返水, รหัสถอนเงิน for 支付密码, ค่ายเกม for 场馆,
 * กระเป๋าหลัก for 平台钱包, อั่งเปา for 红包, บัญชีธนาคาร for 银行卡 (Thai sites pay into bank
 * accounts). AUTH_MESSAGES and GUARD_MESSAGES are their own modules' translations.
 */
const th: Translation<typeof zh> = {
  DATE_FILTER_LABELS: {
    1: 'วันนี้',
    2: '7 วันล่าสุด',
    3: '15 วันล่าสุด',
    4: '30 วันล่าสุด',
  },
  AUTH_MESSAGES: authTh.AUTH_MESSAGES,
  GUARD_MESSAGES: guardsTh.GUARD_MESSAGES,
  PROFILE_MESSAGES: {
    mobileInvalid: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
    applyInfoRequired: 'กรุณากรอกเหตุผลในการสมัคร',
    emailInvalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
    birthdayInvalid: 'กรุณากรอกวันที่ในรูปแบบ YYYY-MM-DD',
  },
  CARD_MESSAGES: {
    usdtAddressRequired: 'กรุณากรอกที่อยู่ USDT',
    protocolRequired: 'กรุณาเลือกเครือข่ายกระเป๋าเงิน',
    payPasswordRequired: 'กรุณากรอกรหัสถอนเงิน',
    ownerRequired: 'กรุณากรอกชื่อเจ้าของบัญชี',
    bankRequired: 'กรุณากรอกธนาคาร',
    branchRequired: 'กรุณากรอกที่อยู่สาขาธนาคาร',
    cardNumberRequired: 'กรุณากรอกเลขบัญชีธนาคาร',
    cardNumberLength: 'กรุณากรอกเลขบัญชีให้ครบถ้วน',
    payPasswordRange: 'กรุณากรอกรหัสถอนเงินให้ครบตามจำนวนหลัก',
    unbindTitle: 'แจ้งเตือน',
    unbindConfirm: 'ยืนยันยกเลิกการผูกบัญชีนี้หรือไม่',
    usdtLimit: 'เพิ่มที่อยู่ได้สูงสุด 5 รายการ',
    bankLimit: 'เพิ่มบัญชีธนาคารได้สูงสุด 5 บัญชี',
  },
  PASSWORD_MESSAGES: {
    oldRequired: 'กรุณากรอกรหัสผ่านเดิม',
    newRequired: 'กรุณากรอกรหัสผ่านใหม่',
    oldLength: 'รหัสผ่านเดิมต้องมีอย่างน้อย 6 ตัว',
    newLength: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 6 ตัว',
    confirmRequired: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
    confirmMismatch: 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน',
    sameAsOld: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  },
  CASHIER_MESSAGES: {
    depositorRequired: 'กรุณากรอกชื่อผู้ฝาก',
    bankTypeRequired: 'กรุณากรอกธนาคาร',
    depositCardRequired: 'กรุณากรอกเลขบัญชีธนาคาร',
    depositBranchRequired: 'กรุณากรอกที่อยู่สาขาธนาคาร',
    withdrawBankCardRequired: 'กรุณาเลือกบัญชีธนาคารที่จะถอนเงินเข้า',
    withdrawUsdtRequired: 'กรุณาเลือกที่อยู่ USDT',
    withdrawMinimum: 'ยอดถอนขั้นต่ำต่อครั้ง ¥100',
    withdrawPasswordRequired: 'กรุณากรอกรหัสถอนเงิน',
    transferAmountRequired: 'กรุณากรอกจำนวนเงิน',
    venueToVenue: 'ไม่รองรับการโอนระหว่างกระเป๋าค่ายเกม',
    rebateNothingToClaim: 'ไม่มีเงินคืนให้รับ',
    redPacketNotEligible: 'คุณยังไม่ผ่านเงื่อนไขการรับ ทำให้ครบเลย',
  },
  DEPOSIT_RANGE: { message: (min: string, max: string) => `กรุณากรอกจำนวนเงินระหว่าง ¥${min} ถึง ¥${max}` },
  depositRangeMessage: (min: string, max: string) => `กรุณากรอกจำนวนเงินระหว่าง ¥${min} ถึง ¥${max}`,
  WALLET_LABELS: {
    platformWallet: 'กระเป๋าหลัก',
    allPlatforms: 'ทุกค่ายเกม',
  },
  TRANSACTION_TYPE_LABELS: {
    1: 'ฝากเงิน',
    2: 'ถอนเงิน',
    3: 'โอนเข้า',
    4: 'โอนออก',
  },
  STATUS_LABELS: {
    unknown: 'ไม่ทราบสถานะ',
    invalid: 'โมฆะ',
    settled: 'ชำระผลแล้ว',
    unsettled: 'ยังไม่ชำระผล',
    pendingReview: 'กำลังตรวจสอบ',
    approved: 'อนุมัติแล้ว',
    rejected: 'ถูกปฏิเสธ',
    failed: 'ล้มเหลว',
    success: 'สำเร็จ',
    pendingSettlement: 'รอดำเนินการ',
    unclaimed: 'ยังไม่ได้รับ',
    claimed: 'รับแล้ว',
  },
  VIP_LABELS: {
    achieved: 'ผ่านเกณฑ์แล้ว',
    notAchieved: 'ยังไม่ผ่านเกณฑ์',
  },
  VIP_RULES: [
    'เมื่อยอดฝากสะสมและยอดเทิร์นโอเวอร์ของสมาชิกถึงเกณฑ์ของระดับใด จะได้เลื่อนเป็น VIP ระดับนั้นภายในเวลา 24:00 น. ของวันถัดไป',
    'เลื่อนระดับ VIP ได้วันละหนึ่งระดับเท่านั้น ไม่สามารถข้ามระดับได้',
    'หลังเลื่อนระดับ ต้องทำยอดเทิร์นโอเวอร์เพื่อรักษาระดับให้ครบภายใน 90 วัน หากเลื่อนระดับอีกในช่วงนี้ รอบการรักษาระดับจะเริ่มนับใหม่',
    'หากทำยอดเทิร์นโอเวอร์เพื่อรักษาระดับไม่ครบภายในหนึ่งไตรมาส (90 วัน) ระดับ VIP จะลดลงหนึ่งระดับ และอัตราเงินคืนกับสิทธิประโยชน์ที่เกี่ยวข้องจะปรับตาม',
  ],
  REBATE_RULES: [
    'เงินคืนคำนวณจากยอดเดิมพันที่มีผลของแต่ละวัน เวลา 00:00-23:59 น. ตามเวลาปักกิ่ง',
    'เงินคืนจะเข้าสู่ศูนย์รางวัลภายใน 24 ชั่วโมงหลังสิ้นสุดวันที่คำนวณ สมาชิกต้องกดรับเอง',
    'เงินคืนทำยอดเทิร์นโอเวอร์เพียง 1 เท่าก็ถอนได้',
  ],
  RED_PACKET_RULES: [
    'อั่งเปาเปิดให้ชิงทุกวัน เวลา 10:00-12:00 น. ตามเวลาปักกิ่ง',
    'นับยอดฝากตั้งแต่ 12:00 น. ของวันก่อนหน้า ถึง 10:00 น. ของวันนี้',
    'ระหว่างกิจกรรม (เวลาฝั่งตะวันออกของสหรัฐฯ) ยอดฝากสะสมถึงขั้นใด จะได้รับสิทธิ์ชิงอั่งเปาตามขั้นนั้น',
    'เงินอั่งเปาเข้าบัญชีทันที ก่อนถอนต้องทำยอดเทิร์นโอเวอร์ตามจำนวนเท่าที่กำหนด',
    'สิทธิ์ชิงอั่งเปาที่ไม่ผ่านเงื่อนไขภายในเวลาที่กำหนดจะหมดอายุโดยอัตโนมัติ',
    'ทางแพลตฟอร์มขอสงวนสิทธิ์ในการแก้ไข ระงับ หรือยกเลิกกิจกรรม และมีสิทธิ์อายัดบัญชีที่หาประโยชน์โดยมิชอบ',
  ],
};
export default th;
