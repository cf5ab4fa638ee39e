import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The promotions' texts in Vietnamese (docs/i18n.md): hoàn trả for 返水, doanh thu cược for 流水,
 * lì xì for 红包, khuyến mãi for 活动; the VIP table's game kinds are home's category names.
 */
const vi: Translation<typeof zh> = {
  messages: {
    failed: 'Lỗi máy chủ, vui lòng thử lại sau',
    activity: {
      title: 'Khuyến mãi',
      all: 'Tất cả',
      end: 'HẾT',
      tabs: 'Loại khuyến mãi',
    },
    activityInfo: {
      title: 'Chi tiết khuyến mãi',
      details: 'Nội dung',
      rules: 'Thể lệ',
      apply: 'Đăng ký ngay',
      goLogin: 'Đăng nhập',
    },
    vip: {
      title: 'Đặc quyền VIP',
      levels: 'Cấp VIP',
      cumulativeDeposit: 'Tổng nạp',
      turnover: 'Doanh thu cược yêu cầu',
      progress: 'Tiến độ thăng cấp',
      requirement: (level: number) => `Điều kiện lên VIP${level}`,
      myDeposit: 'Tổng nạp của tôi',
      toLevel: (level: number) => `Còn thiếu để lên VIP${level}`,
      progressTo: (level: number) => `Tiến độ lên VIP${level}`,
      topLevel: 'Bạn đã ở cấp cao nhất',
      rebateTable: 'Tỷ lệ hoàn trả',
      level: 'Cấp',
      kinds: {
        realperson: 'Casino',
        sport: 'Thể thao',
        e_sport: 'E-sports',
        joker: 'Game bài',
        electron: 'Nổ hũ',
        lottery: 'Xổ số',
      },
      rules: 'Quy định VIP',
    },
    hongbao: {
      title: 'Săn lì xì',
      remaining: 'Lượt còn lại',
      acquired: 'Đã nhận',
      maxTimes: 'Tối đa',
      grab: 'Săn lì xì',
      ruleTable: 'Quy tắc nhận',
      ruleText: 'Thể lệ',
      period: 'Thời gian',
      cumulativeRecharge: 'Tổng nạp',
      packetCount: 'Số lì xì',
      notStarted: 'Sự kiện chưa bắt đầu, hãy đón chờ!',
      ended: 'Sự kiện đã kết thúc, hẹn gặp lại lần sau!',
      won: 'Chúc mừng bạn nhận được lì xì',
      rechargeNow: 'Nạp tiền ngay',
      ok: 'Xác nhận',
      close: 'Đóng',
      toWelfare: 'Lịch sử nhận',
    },
    welfare: {
      title: 'Trung tâm phúc lợi',
      claimedCount: 'Số lần đã nhận',
      toRedPackets: 'Đi săn lì xì',
      rechargeAmount: 'Số tiền nạp',
      packetAmount: 'Số tiền lì xì',
      rechargeTime: 'Thời gian nạp',
      claimTime: 'Thời gian nhận',
    },
    fanshui: {
      title: 'Trung tâm hoàn trả',
      claimedTotal: 'Tổng đã nhận',
      pending: 'Chờ nhận',
      claim: 'Nhận tất cả',
      platform: 'Sảnh',
      date: 'Ngày',
      pickPlatform: 'Chọn sảnh',
    },
    activityRecord: {
      title: 'Lịch sử khuyến mãi',
      applyTime: (time: string) => `Thời gian đăng ký: ${time}`,
    },
  },
};
export default vi;
