import { LOCALES, type TranslatedLocale } from '@h5/domain';
import { translationProblems } from '@h5/test-utils';
import * as zh from '../messages';

describe.each(LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'zh-CN'))('the auth screens in %s', (locale) => {
  it('have every key of the Chinese texts, none empty, none left in Chinese', async () => {
    const { default: translated } = (await import(`./${locale}`)) as { default: typeof zh };
    expect(translationProblems(zh, translated)).toEqual([]);
    expect(translated.messages.welcome('Royal')).toContain('Royal');
  });
});
