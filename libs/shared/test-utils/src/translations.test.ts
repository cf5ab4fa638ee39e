import { describeTranslations } from './translations';

// The walk itself is tested in @h5/domain (i18n/translation-problems.test.ts); this is the declaring.
const zh = { title: '登录', welcome: (site: string) => `欢迎来到${site}` };
const catalogues = {
  en: { title: 'Log in', welcome: (site: string) => `Welcome to ${site}` },
  vi: { title: 'Đăng nhập', welcome: (site: string) => `Chào mừng đến ${site}` },
  th: { title: 'เข้าสู่ระบบ', welcome: (site: string) => `ยินดีต้อนรับสู่ ${site}` },
  'pt-BR': { title: 'Entrar', welcome: (site: string) => `Bem-vindo ao ${site}` },
};

describeTranslations('catalogues given', zh, catalogues);
describeTranslations('catalogues loaded', zh, async (locale) => catalogues[locale]);
