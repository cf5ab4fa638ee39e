import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** ui-kit's texts in Vietnamese (docs/i18n.md): 中心钱包 is ví chính, 一键回收 thu hồi tất cả (from every sảnh). */
const vi: Translation<typeof zh> = {
  messages: {
    back: 'Quay lại',
    close: 'Đóng',
    loading: 'Đang tải',
    confirm: 'Xác nhận',
    cancel: 'Hủy',
    noMore: 'Không còn dữ liệu',
    empty: 'Chưa có dữ liệu',
    loadFailed: 'Tải thất bại, vui lòng thử lại sau',
    retry: 'Tải lại',
    expand: 'Xem thêm',
    collapse: 'Thu gọn',
    copy: 'Sao chép',
    copied: 'Đã sao chép!',
    copyFailed: 'Sao chép thất bại, vui lòng nhấn giữ để tự sao chép',
    serverError: 'Máy chủ gặp sự cố, vui lòng thử lại sau',
    remaining: 'Thời gian còn lại',
    totalAssets: 'Tổng số dư',
    centralWallet: 'Ví chính',
    gameWallet: 'Ví game',
    refreshBalance: 'Làm mới số dư',
    recycle: 'Thu hồi tất cả',
    maxAmount: 'Tối đa',
    cardEndingIn: (lastFour: string) => `Số đuôi ${lastFour}`,
  },
};
export default vi;
