import { LOCALES } from '@h5/domain';
import { messages } from './messages';
import { AUTH_SCREEN_TRANSLATIONS } from './messages.i18n';

// Every key in every language (the type check proves it too), none empty, none left in Chinese.
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'function'
      ? [String(value('Site'))]
      : Object.values(value as object).flatMap(texts);
const keys = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys(v)])) : typeof value;

describe.each(LOCALES.filter((locale) => locale !== 'zh-CN'))('the auth screens in %s', (locale) => {
  const translated = AUTH_SCREEN_TRANSLATIONS[locale as keyof typeof AUTH_SCREEN_TRANSLATIONS];

  it('has every key of the Chinese texts, each a non-empty text with no Chinese', () => {
    expect(keys(translated)).toEqual(keys(messages));
    for (const text of texts(translated)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('names the site in the welcome', () => {
    expect(translated.welcome('Royal')).toContain('Royal');
  });
});
