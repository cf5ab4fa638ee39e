import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The auth screens' texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  messages: {
    login: 'Đăng nhập',
    passkeyLogin: 'Đăng nhập bằng khóa truy cập',
    passkeyFailed: 'Chưa hoàn tất đăng nhập bằng khóa truy cập',
    register: 'Đăng ký',
    loginTitle: 'Đăng nhập tài khoản',
    registerTitle: 'Đăng ký tài khoản',
    loginSubtitle: 'Đăng nhập để chơi tất cả trò chơi',
    registerSubtitle: 'Đăng ký ngay để bắt đầu trải nghiệm',
    toRegister: 'Chưa có tài khoản? Đăng ký',
    toLogin: 'Đã có tài khoản? Đăng nhập',
    welcome: (title: string) => `Chào mừng đến với ${title}`,
    welcomeFallback: 'Xin chào quý khách',
    fields: {
      name: 'Tên đăng nhập',
      password: 'Mật khẩu',
      confirmPass: 'Xác nhận mật khẩu',
      realname: 'Họ tên thật',
      paypassword: 'Mật khẩu rút tiền',
      code: 'Mã xác nhận',
    },
    placeholders: {
      loginName: 'Nhập tên đăng nhập',
      loginPassword: 'Nhập mật khẩu',
      registerName: '6–16 chữ cái hoặc số',
      registerPassword: 'Tối thiểu 6 ký tự',
      confirmPass: 'Nhập lại mật khẩu',
      realname: 'Phải trùng tên chủ tài khoản rút tiền',
      paypassword: 'Tối thiểu 6 ký tự',
      code: 'Nhập mã xác nhận',
    },
    showPassword: 'Hiện mật khẩu',
    hidePassword: 'Ẩn mật khẩu',
    captchaAlt: 'Mã xác nhận',
    captchaRefresh: 'Không rõ? Đổi mã khác',
    visitor: 'Xem trước',
    service: 'CSKH trực tuyến',
    language: 'Ngôn ngữ',
    failed: 'Thao tác thất bại, vui lòng thử lại sau',
  },
};

export default vi;
