import type { Translations } from '@h5/domain';
import type { messages } from './messages';

/**
 * The shell's first-paint texts in the other languages (issue 33). Not shown yet, and not
 * imported by anything the first paint loads: docs/i18n.md says how a chosen language will load.
 */
export const SHELL_TRANSLATIONS: Translations<typeof messages> = {
  en: {
    sessionExpiredTitle: 'Session expired',
    sessionExpiredContent: 'Your login has expired, please log in again',
    confirm: 'OK',
    login: 'Log in',
    register: 'Sign up',
    openMenu: 'Open menu',
    messageTitle: 'Messages',
    aboutsTitle: 'About us',
    termsTitle: 'Terms and rules',
    privacyTitle: 'Privacy policy',
    tabBarLabel: 'Bottom navigation',
    pageLoading: 'Loading page',
  },
  vi: {
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
  th: {
    sessionExpiredTitle: 'ยืนยันตัวตนไม่สำเร็จ',
    sessionExpiredContent: 'การเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    confirm: 'ตกลง',
    login: 'เข้าสู่ระบบ',
    register: 'สมัครสมาชิก',
    openMenu: 'เปิดเมนู',
    messageTitle: 'ข้อความ',
    aboutsTitle: 'เกี่ยวกับเรา',
    termsTitle: 'ข้อกำหนดและกติกา',
    privacyTitle: 'นโยบายความเป็นส่วนตัว',
    tabBarLabel: 'แถบนำทางด้านล่าง',
    pageLoading: 'กำลังโหลดหน้า',
  },
  'pt-BR': {
    sessionExpiredTitle: 'Sessão expirada',
    sessionExpiredContent: 'Seu login expirou, entre novamente',
    confirm: 'OK',
    login: 'Entrar',
    register: 'Cadastrar',
    openMenu: 'Abrir menu',
    messageTitle: 'Mensagens',
    aboutsTitle: 'Sobre nós',
    termsTitle: 'Termos e regras',
    privacyTitle: 'Política de privacidade',
    tabBarLabel: 'Navegação inferior',
    pageLoading: 'Carregando página',
  },
};
