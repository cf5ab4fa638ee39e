import { activeLocale, type Locale } from '@h5/domain';

/**
 * The confirmation step's two texts, in the five languages (docs/i18n.md). Two lines only, so
 * kept here and picked by the active language when shown, not through a feature's catalogue.
 */
const TEXTS: Record<Locale, { title: string; codeLabel: string }> = {
  'zh-CN': { title: '安全确认', codeLabel: '验证器中的6位验证码' },
  en: { title: 'Security confirmation', codeLabel: 'The 6-digit code in your authenticator app' },
  vi: { title: 'Xác nhận bảo mật', codeLabel: 'Mã 6 chữ số trong ứng dụng xác thực' },
  th: { title: 'ยืนยันความปลอดภัย', codeLabel: 'รหัส 6 หลักในแอปยืนยันตัวตน' },
  'pt-BR': { title: 'Confirmação de segurança', codeLabel: 'O código de 6 dígitos do seu app autenticador' },
};

export const confirmTexts = {
  get title() {
    return TEXTS[activeLocale()].title;
  },
  get codeLabel() {
    return TEXTS[activeLocale()].codeLabel;
  },
};
