import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The 账户安全 screen in vi (docs/i18n.md). */
const translation: Translation<typeof zh> = {
  texts: {
    title: 'Bảo mật tài khoản',
    intro:
      'Khi có khóa truy cập hoặc ứng dụng xác thực, rút tiền, liên kết tài khoản nhận tiền và đổi mật khẩu đều cần chính bạn xác nhận: người chỉ biết mật khẩu không thể chuyển tiền của bạn đi.',
    loadFailed: 'Tải thất bại',
    passkeys: {
      title: 'Khóa truy cập',
      empty: 'Chưa có khóa truy cập',
      add: 'Thêm khóa truy cập',
      rename: 'Đổi tên',
      remove: 'Xóa',
      added: (date: string) => `Thêm ngày ${date}`,
      unsupported: 'Trình duyệt này không hỗ trợ khóa truy cập',
      namePrompt: 'Tên khóa truy cập',
      removeConfirm: (name: string) => `Xóa khóa truy cập “${name}”?`,
      addedToast: 'Đã thêm khóa truy cập',
    },
    totp: {
      title: 'Ứng dụng xác thực',
      hint: 'Xác nhận thao tác bằng mã 6 chữ số của ứng dụng xác thực (như Google Authenticator)',
      on: 'Đã bật',
      off: 'Chưa bật',
      turnOn: 'Bật',
      turnOff: 'Tắt',
      secret: 'Khóa bí mật',
      code: 'Mã 6 chữ số',
      enable: 'Bật ngay',
    },
    devices: {
      title: 'Thiết bị đăng nhập',
      current: 'Thiết bị này',
      firstSeen: 'Lần đầu',
      lastSeen: 'Hoạt động gần nhất',
      address: 'Địa chỉ IP',
      end: 'Đăng xuất',
      endOthers: 'Đăng xuất mọi thiết bị khác',
    },
    idle: {
      title: 'Tự động đăng xuất',
      hint: 'Tự động đăng xuất sau một thời gian không thao tác',
      options: { 0: 'Tắt', 15: '15 phút', 60: '1 giờ', 240: '4 giờ' },
    },
    previous: {
      title: 'Lần đăng nhập trước',
      none: 'Đây là lần đăng nhập đầu tiên',
      time: 'Thời gian đăng nhập',
      device: 'Thiết bị',
      notMe: 'Không phải tôi?',
    },
    confirm: {
      failed: 'Chưa xác nhận',
    },
  },
};

export default translation;
