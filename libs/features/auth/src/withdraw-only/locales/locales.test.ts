import { LOCALES, type TranslatedLocale } from '@h5/domain';
import { translationProblems } from '@h5/test-utils';
import * as zh from '../messages';

describe.each(LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'zh-CN'))('the withdraw-only dialog in %s', (locale) => {
  it('has every key of the Chinese texts, none empty, none left in Chinese', async () => {
    const { default: translated } = (await import(`./${locale}`)) as { default: object };
    expect(translationProblems(zh, translated)).toEqual([]);
  });
});
