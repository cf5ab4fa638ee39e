import { LOCALES } from '@h5/domain';
import { messages as menuMessages } from './menu/messages';
import { MENU_TRANSLATIONS } from './menu/messages.i18n';
import { messages } from './messages';
import { SHELL_TRANSLATIONS } from './messages.i18n';

// Every key in every language (the type check proves it too), none empty, none left in Chinese.
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'function'
      ? [String(value('Site'))]
      : Object.values(value as object).flatMap(texts);
const keys = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys(v)])) : typeof value;

const CATALOGUES: [string, object, Record<string, object>][] = [
  ['shell', messages, SHELL_TRANSLATIONS],
  ['menu', menuMessages, MENU_TRANSLATIONS],
];

describe.each(CATALOGUES)('the %s texts', (_name, zh, translations) => {
  it.each(LOCALES.filter((locale) => locale !== 'zh-CN'))('are all in %s, none empty, none in Chinese', (locale) => {
    const translated = translations[locale];
    expect(keys(translated)).toEqual(keys(zh));
    for (const text of texts(translated)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\p{Script=Han}/u);
    }
  });
});
