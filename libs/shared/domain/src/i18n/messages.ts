import type { Locale } from './locale';

/**
 * Each language named in itself, as a language picker lists them: the same in every language
 * (a reader who cannot read the active one still finds theirs), so this file has no locales/.
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-CN': '简体中文',
  en: 'English',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  'pt-BR': 'Português (Brasil)',
};
