/**
 * What the language flow looks for in each language, copied from the catalogues (docs/i18n.md):
 * the e2e project may import neither a feature nor @h5/domain, and a copy is an oracle of its own (a text that
 * drifts back to Chinese or to another language fails here). Server texts are the API's
 * `message` in that language (apps/api/src/{accounts,money}/messages.i18n.ts).
 */
/** The four languages besides Chinese (@h5/domain's LOCALES, which an e2e project may not import). */
export type TranslatedLocale = 'en' | 'vi' | 'th' | 'pt-BR';
export type Locale = 'zh-CN' | TranslatedLocale;

/** The cookie that carries the choice to the server (@h5/domain LANG_COOKIE). */
export const LANG_COOKIE = 'h5_lang';

/** Each language named in itself, as the pickers list them (@h5/domain LOCALE_NAMES). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-CN': '简体中文',
  en: 'English',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  'pt-BR': 'Português (Brasil)',
};

export interface LanguageTexts {
  /** apps/web messages.openMenu: the header's menu button. */
  openMenu: string;
  /** The left menu's 语言 entry (apps/web/src/menu). */
  menuLanguage: string;
  /** /login (libs/features/auth): the panel's title, its submit button and its fields' labels. */
  login: { title: string; submit: string; name: string; password: string; code: string };
  /** The validator's text for an empty login (@h5/domain AUTH_MESSAGES.loginRequired). */
  loginRequired: string;
  /** The server's refusal of a wrong login password (ACCOUNT_TEXT.wrongPassword). */
  wrongPassword: string;
  /** /withdrawal (libs/features/cashier): the address chooser, its dialog, the form. */
  withdrawal: { account: string; pick: string; amount: string; password: string; submit: string };
  /** The validator's text when no address is chosen (@h5/domain withdrawUsdtRequired). */
  withdrawUsdtRequired: string;
  /** The server's refusal of a wrong withdrawal password (MONEY_TEXT.payPasswordWrong). */
  payPasswordWrong: string;
}

export const LANGUAGE_TEXTS: Readonly<Record<TranslatedLocale, LanguageTexts>> = {
  en: {
    openMenu: 'Open menu',
    menuLanguage: 'Language',
    login: { title: 'Log in to your account', submit: 'Log in', name: 'Username', password: 'Password', code: 'Verification code' },
    loginRequired: 'Please enter your username and password!',
    wrongPassword: 'Incorrect login password',
    withdrawal: {
      account: 'USDT address',
      pick: 'Choose a USDT address',
      amount: 'Withdrawal amount',
      password: 'Withdrawal password',
      submit: 'Withdraw now',
    },
    withdrawUsdtRequired: 'Please choose a USDT address',
    payPasswordWrong: 'Incorrect withdrawal password',
  },
  vi: {
    openMenu: 'Mở menu',
    menuLanguage: 'Ngôn ngữ',
    login: { title: 'Đăng nhập tài khoản', submit: 'Đăng nhập', name: 'Tên đăng nhập', password: 'Mật khẩu', code: 'Mã xác nhận' },
    loginRequired: 'Vui lòng nhập tài khoản và mật khẩu!',
    wrongPassword: 'Mật khẩu đăng nhập không đúng',
    withdrawal: {
      account: 'Địa chỉ USDT',
      pick: 'Chọn địa chỉ USDT',
      amount: 'Số tiền rút',
      password: 'Mật khẩu rút tiền',
      submit: 'Rút tiền ngay',
    },
    withdrawUsdtRequired: 'Vui lòng chọn địa chỉ USDT',
    payPasswordWrong: 'Mật khẩu rút tiền không đúng',
  },
  th: {
    openMenu: 'เปิดเมนู',
    menuLanguage: 'ภาษา',
    login: { title: 'เข้าสู่ระบบบัญชี', submit: 'เข้าสู่ระบบ', name: 'ชื่อผู้ใช้', password: 'รหัสผ่าน', code: 'รหัสยืนยัน' },
    loginRequired: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
    wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
    withdrawal: {
      account: 'ที่อยู่ USDT',
      pick: 'เลือกที่อยู่ USDT',
      amount: 'จำนวนเงินที่ถอน',
      password: 'รหัสถอนเงิน',
      submit: 'ถอนเงินทันที',
    },
    withdrawUsdtRequired: 'กรุณาเลือกที่อยู่ USDT',
    payPasswordWrong: 'รหัสถอนเงินไม่ถูกต้อง',
  },
  'pt-BR': {
    openMenu: 'Abrir menu',
    menuLanguage: 'Idioma',
    login: { title: 'Entrar na conta', submit: 'Entrar', name: 'Usuário', password: 'Senha', code: 'Código' },
    loginRequired: 'Digite seu usuário e senha!',
    wrongPassword: 'Senha de login incorreta',
    withdrawal: {
      account: 'Endereço USDT',
      pick: 'Escolha um endereço USDT',
      amount: 'Valor do saque',
      password: 'Senha de saque',
      submit: 'Sacar agora',
    },
    withdrawUsdtRequired: 'Escolha um endereço USDT',
    payPasswordWrong: 'Senha de saque incorreta',
  },
};
