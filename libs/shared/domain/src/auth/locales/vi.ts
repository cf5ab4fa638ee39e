import type { Translation } from '../../i18n/locale';
import type * as zh from '../messages';

/** Register and login's rule texts in Vietnamese (docs/i18n.md): 支付密码 is the withdrawal password there. */
const vi: Translation<typeof zh> = {
  AUTH_MESSAGES: {
    nameLength: 'Tên đăng nhập dài 6–16 ký tự, gồm chữ cái hoặc số!',
    passwordLength: 'Vui lòng nhập mật khẩu hợp lệ, tối thiểu 6 ký tự!',
    confirmMismatch: 'Hai mật khẩu không khớp!',
    realnameRequired: 'Vui lòng nhập họ tên thật!',
    payPasswordLength: 'Vui lòng nhập mật khẩu rút tiền hợp lệ, tối thiểu 6 ký tự!',
    captchaRequired: 'Vui lòng nhập mã xác nhận!',
    captchaWrong: 'Mã xác nhận không đúng!',
    loginRequired: 'Vui lòng nhập tài khoản và mật khẩu!',
  },
};
export default vi;
