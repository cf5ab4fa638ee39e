import authVi from '../auth/locales/vi';
import guardsVi from '../guards/locales/vi';
import type { Translation } from '../i18n/locale';
import type * as zh from '../messages';

/**
 * The domain's rule texts in Vietnamese (docs/i18n.md), in the words betting sites there use: doanh
 * thu cược for 流水, hoàn trả for 返水, mật khẩu rút tiền for 支付密码, sảnh for 场馆, ví chính for
 * 平台钱包, lì xì for 红包. AUTH_MESSAGES and GUARD_MESSAGES are their own modules' translations.
 */
const vi: Translation<typeof zh> = {
  DATE_FILTER_LABELS: {
    1: 'Hôm nay',
    2: '7 ngày qua',
    3: '15 ngày qua',
    4: '30 ngày qua',
  },
  AUTH_MESSAGES: authVi.AUTH_MESSAGES,
  GUARD_MESSAGES: guardsVi.GUARD_MESSAGES,
  PROFILE_MESSAGES: {
    mobileInvalid: 'Vui lòng nhập số điện thoại hợp lệ',
    applyInfoRequired: 'Vui lòng nhập lý do đăng ký',
    emailInvalid: 'Vui lòng nhập email hợp lệ',
    birthdayInvalid: 'Vui lòng nhập ngày theo định dạng YYYY-MM-DD',
  },
  CARD_MESSAGES: {
    usdtAddressRequired: 'Vui lòng nhập địa chỉ USDT',
    protocolRequired: 'Vui lòng chọn mạng lưới ví',
    payPasswordRequired: 'Vui lòng nhập mật khẩu rút tiền',
    ownerRequired: 'Vui lòng nhập họ tên chủ tài khoản',
    bankRequired: 'Vui lòng nhập ngân hàng',
    branchRequired: 'Vui lòng nhập địa chỉ chi nhánh ngân hàng',
    cardNumberRequired: 'Vui lòng nhập số thẻ ngân hàng',
    cardNumberLength: 'Vui lòng nhập số thẻ đúng độ dài',
    payPasswordRange: 'Vui lòng nhập mật khẩu rút tiền đúng độ dài',
    unbindTitle: 'Thông báo',
    unbindConfirm: 'Bạn có chắc muốn hủy liên kết thẻ này không?',
    usdtLimit: 'Chỉ được thêm tối đa 5 địa chỉ',
    bankLimit: 'Chỉ được thêm tối đa 5 thẻ ngân hàng',
  },
  PASSWORD_MESSAGES: {
    oldRequired: 'Vui lòng nhập mật khẩu cũ!',
    newRequired: 'Vui lòng nhập mật khẩu mới!',
    oldLength: 'Mật khẩu cũ phải có ít nhất 6 ký tự!',
    newLength: 'Mật khẩu mới phải có ít nhất 6 ký tự!',
    confirmRequired: 'Vui lòng nhập lại mật khẩu mới!',
    confirmMismatch: 'Hai mật khẩu mới không khớp!',
    sameAsOld: 'Mật khẩu mới không được trùng mật khẩu cũ!',
  },
  CASHIER_MESSAGES: {
    depositorRequired: 'Vui lòng nhập tên người gửi tiền',
    bankTypeRequired: 'Vui lòng nhập loại ngân hàng',
    depositCardRequired: 'Vui lòng nhập số thẻ ngân hàng',
    depositBranchRequired: 'Vui lòng nhập địa chỉ chi nhánh ngân hàng',
    withdrawBankCardRequired: 'Vui lòng chọn thẻ ngân hàng để rút tiền',
    withdrawUsdtRequired: 'Vui lòng chọn địa chỉ USDT',
    withdrawMinimum: 'Số tiền rút mỗi lần không được thấp hơn ¥100',
    withdrawPasswordRequired: 'Vui lòng nhập mật khẩu rút tiền',
    transferAmountRequired: 'Vui lòng nhập số tiền!',
    venueToVenue: 'Không hỗ trợ chuyển tiền giữa các ví sảnh',
    rebateNothingToClaim: 'Không có tiền hoàn trả để nhận!',
    redPacketNotEligible: 'Bạn chưa đạt điều kiện nhận, hãy hoàn thành ngay!',
  },
  DEPOSIT_RANGE: { message: (min: string, max: string) => `Vui lòng nhập số tiền từ ¥${min} đến ¥${max}!` },
  depositRangeMessage: (min: string, max: string) => `Vui lòng nhập số tiền từ ¥${min} đến ¥${max}!`,
  WALLET_LABELS: {
    platformWallet: 'Ví chính',
    allPlatforms: 'Tất cả sảnh',
  },
  TRANSACTION_TYPE_LABELS: {
    1: 'Nạp tiền',
    2: 'Rút tiền',
    3: 'Chuyển vào',
    4: 'Chuyển ra',
  },
  STATUS_LABELS: {
    unknown: 'Không xác định',
    invalid: 'Vô hiệu',
    settled: 'Đã kết toán',
    unsettled: 'Chưa kết toán',
    pendingReview: 'Đang xét duyệt',
    approved: 'Đã duyệt',
    rejected: 'Đã từ chối',
    failed: 'Thất bại',
    success: 'Thành công',
    pendingSettlement: 'Đang xử lý',
    unclaimed: 'Chưa nhận',
    claimed: 'Đã nhận',
  },
  VIP_LABELS: {
    achieved: 'Đã đạt',
    notAchieved: 'Chưa đạt',
  },
  VIP_RULES: [
    'Khi tổng nạp và doanh thu cược của hội viên đạt yêu cầu của cấp tương ứng, hội viên sẽ được thăng lên cấp VIP đó trước 24:00 ngày hôm sau.',
    'Mỗi ngày chỉ được thăng một cấp VIP, không thể thăng vượt cấp.',
    'Trong vòng 90 ngày sau khi thăng cấp cần hoàn thành doanh thu cược giữ cấp; nếu thăng cấp tiếp trong thời gian này, chu kỳ giữ cấp được tính lại.',
    'Nếu không hoàn thành doanh thu cược giữ cấp trong một quý (90 ngày), cấp VIP sẽ bị hạ một bậc, tỷ lệ hoàn trả và các ưu đãi liên quan thay đổi theo.',
  ],
  REBATE_RULES: [
    'Hoàn trả được tính theo tiền cược hợp lệ mỗi ngày từ 00:00 đến 23:59 giờ Bắc Kinh.',
    'Hoàn trả được chuyển vào Trung tâm phúc lợi trong vòng 24 giờ sau khi kết thúc ngày kết toán, hội viên cần tự bấm nhận.',
    'Tiền hoàn trả chỉ cần đạt 1 lần doanh thu cược là có thể rút.',
  ],
  RED_PACKET_RULES: [
    'Lì xì mở hằng ngày từ 10:00 đến 12:00 giờ Bắc Kinh.',
    'Tiền nạp được tính từ 12:00 ngày hôm trước đến 10:00 ngày hôm nay.',
    'Trong thời gian sự kiện (giờ miền Đông Hoa Kỳ), tổng nạp đạt mốc nào sẽ nhận được số lượt săn lì xì tương ứng.',
    'Tiền lì xì được cộng ngay, trước khi rút cần hoàn thành số vòng doanh thu cược tương ứng.',
    'Lượt săn lì xì không hoàn thành điều kiện trong thời gian quy định sẽ tự động hết hiệu lực.',
    'Nền tảng có quyền sửa đổi, tạm dừng hoặc hủy sự kiện, và có quyền đóng băng tài khoản trục lợi.',
  ],
};
export default vi;
