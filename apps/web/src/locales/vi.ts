import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The shell's first-paint texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  messages: {
    sessionExpiredTitle: 'Xác thực thất bại',
    sessionExpiredContent: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    confirm: 'Xác nhận',
    login: 'Đăng nhập',
    register: 'Đăng ký',
    openMenu: 'Mở menu',
    messageTitle: 'Tin nhắn',
    aboutsTitle: 'Về chúng tôi',
    termsTitle: 'Điều khoản và quy định',
    privacyTitle: 'Chính sách bảo mật',
    tabBarLabel: 'Thanh điều hướng',
    pageLoading: 'Đang tải trang',
  },
};

export default vi;
