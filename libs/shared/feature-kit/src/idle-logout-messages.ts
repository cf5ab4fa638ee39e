import { activeLocale, type Locale } from '@h5/domain';

/** The note on /login after the idle logout (./idle-logout.ts): spec-silent, so in the five languages (docs/i18n.md). */
const LOGGED_OUT: Record<Locale, string> = {
  'zh-CN': '长时间未操作，已自动退出登录',
  en: 'You were logged out after a period without activity',
  vi: 'Bạn đã được đăng xuất do không hoạt động một thời gian',
  th: 'ออกจากระบบอัตโนมัติเนื่องจากไม่มีการใช้งานเป็นเวลานาน',
  'pt-BR': 'Você saiu automaticamente após um período sem atividade',
};

export const idleLogoutText = () => LOGGED_OUT[activeLocale()];
