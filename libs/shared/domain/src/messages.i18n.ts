import type { Translations } from './i18n/locale';
import type { PASSWORD_MESSAGES, PROFILE_MESSAGES } from './messages';

/**
 * The other languages of ./messages.ts (issue 33), catalogue by catalogue as the server and the
 * screens come to need them. A module of its own: Chinese pages never load it.
 */
export const PROFILE_TRANSLATIONS: Translations<typeof PROFILE_MESSAGES> = {
  en: {
    mobileInvalid: 'Please enter a valid mobile number',
    applyInfoRequired: 'Please enter the reason for your application',
    emailInvalid: 'Please enter a valid email address',
    birthdayInvalid: 'Please enter the date as YYYY-MM-DD',
  },
  vi: {
    mobileInvalid: 'Vui lòng nhập số điện thoại hợp lệ',
    applyInfoRequired: 'Vui lòng nhập lý do đăng ký',
    emailInvalid: 'Vui lòng nhập email hợp lệ',
    birthdayInvalid: 'Vui lòng nhập ngày theo định dạng YYYY-MM-DD',
  },
  th: {
    mobileInvalid: 'กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง',
    applyInfoRequired: 'กรุณากรอกเหตุผลในการสมัคร',
    emailInvalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
    birthdayInvalid: 'กรุณากรอกวันที่ในรูปแบบ YYYY-MM-DD',
  },
  'pt-BR': {
    mobileInvalid: 'Digite um número de celular válido',
    applyInfoRequired: 'Informe o motivo da solicitação',
    emailInvalid: 'Digite um e-mail válido',
    birthdayInvalid: 'Digite a data no formato AAAA-MM-DD',
  },
};

export const PASSWORD_TRANSLATIONS: Translations<typeof PASSWORD_MESSAGES> = {
  en: {
    oldRequired: 'Please enter your current password!',
    newRequired: 'Please enter a new password!',
    oldLength: 'The current password must be at least 6 characters!',
    newLength: 'The new password must be at least 6 characters!',
    confirmRequired: 'Please enter the new password again!',
    confirmMismatch: 'The new passwords do not match!',
    sameAsOld: 'The new password must differ from the current one!',
  },
  vi: {
    oldRequired: 'Vui lòng nhập mật khẩu cũ!',
    newRequired: 'Vui lòng nhập mật khẩu mới!',
    oldLength: 'Mật khẩu cũ phải có ít nhất 6 ký tự!',
    newLength: 'Mật khẩu mới phải có ít nhất 6 ký tự!',
    confirmRequired: 'Vui lòng nhập lại mật khẩu mới!',
    confirmMismatch: 'Hai mật khẩu mới không khớp!',
    sameAsOld: 'Mật khẩu mới không được trùng mật khẩu cũ!',
  },
  th: {
    oldRequired: 'กรุณากรอกรหัสผ่านเดิม',
    newRequired: 'กรุณากรอกรหัสผ่านใหม่',
    oldLength: 'รหัสผ่านเดิมต้องมีอย่างน้อย 6 ตัว',
    newLength: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 6 ตัว',
    confirmRequired: 'กรุณากรอกรหัสผ่านใหม่อีกครั้ง',
    confirmMismatch: 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน',
    sameAsOld: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  },
  'pt-BR': {
    oldRequired: 'Digite a senha atual!',
    newRequired: 'Digite a nova senha!',
    oldLength: 'A senha atual deve ter no mínimo 6 caracteres!',
    newLength: 'A nova senha deve ter no mínimo 6 caracteres!',
    confirmRequired: 'Digite a nova senha novamente!',
    confirmMismatch: 'As novas senhas não coincidem!',
    sameAsOld: 'A nova senha deve ser diferente da atual!',
  },
};
