import type { AUTH_MESSAGES } from './messages';
import type { Translations } from '../i18n/locale';

/**
 * AUTH_MESSAGES in the other languages (issue 33), in the words the markets' betting sites use
 * (支付密码 is the withdrawal password there). A module of its own: Chinese pages never load it.
 */
export const AUTH_TRANSLATIONS: Translations<typeof AUTH_MESSAGES> = {
  en: {
    nameLength: 'Username must be 6–16 letters or digits!',
    passwordLength: 'Please enter a valid password of at least 6 characters!',
    confirmMismatch: 'The two passwords do not match!',
    realnameRequired: 'Please enter your real name!',
    payPasswordLength: 'Please enter a valid withdrawal password of at least 6 characters!',
    captchaRequired: 'Please enter the verification code!',
    captchaWrong: 'Incorrect verification code!',
    loginRequired: 'Please enter your username and password!',
  },
  vi: {
    nameLength: 'Tên đăng nhập dài 6–16 ký tự, gồm chữ cái hoặc số!',
    passwordLength: 'Vui lòng nhập mật khẩu hợp lệ, tối thiểu 6 ký tự!',
    confirmMismatch: 'Hai mật khẩu không khớp!',
    realnameRequired: 'Vui lòng nhập họ tên thật!',
    payPasswordLength: 'Vui lòng nhập mật khẩu rút tiền hợp lệ, tối thiểu 6 ký tự!',
    captchaRequired: 'Vui lòng nhập mã xác nhận!',
    captchaWrong: 'Mã xác nhận không đúng!',
    loginRequired: 'Vui lòng nhập tài khoản và mật khẩu!',
  },
  th: {
    nameLength: 'ชื่อผู้ใช้ต้องมี 6–16 ตัว เป็นตัวอักษรหรือตัวเลข',
    passwordLength: 'กรุณากรอกรหัสผ่านให้ถูกต้อง อย่างน้อย 6 ตัว',
    confirmMismatch: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
    realnameRequired: 'กรุณากรอกชื่อ-นามสกุลจริง',
    payPasswordLength: 'กรุณากรอกรหัสถอนเงินให้ถูกต้อง อย่างน้อย 6 ตัว',
    captchaRequired: 'กรุณากรอกรหัสยืนยัน',
    captchaWrong: 'รหัสยืนยันไม่ถูกต้อง',
    loginRequired: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
  },
  'pt-BR': {
    nameLength: 'O usuário deve ter de 6 a 16 letras ou números!',
    passwordLength: 'Digite uma senha válida com no mínimo 6 caracteres!',
    confirmMismatch: 'As senhas não coincidem!',
    realnameRequired: 'Digite seu nome completo!',
    payPasswordLength: 'Digite uma senha de saque válida com no mínimo 6 caracteres!',
    captchaRequired: 'Digite o código de verificação!',
    captchaWrong: 'Código de verificação incorreto!',
    loginRequired: 'Digite seu usuário e senha!',
  },
};
