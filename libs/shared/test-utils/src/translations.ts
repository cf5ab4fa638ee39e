import { isTranslated, LOCALES, translationProblems, type TranslatedLocale } from '@h5/domain';

export { translationProblems };

/** A catalogue per translated language, or a loader of it for tests that import it lazily. */
export type TranslationsUnderTest = Readonly<Record<TranslatedLocale, object>> | ((locale: TranslatedLocale) => Promise<object>);

const TRANSLATED = LOCALES.filter(isTranslated);

/**
 * The check every catalogue's test runs (docs/contributing.md; docs/i18n.md), declared once: for each translated
 * language, the texts have every key of the Chinese `zh` and no other, none empty, none left in
 * Chinese, builders called with `sample` (see translationProblems in @h5/domain).
 */
export function describeTranslations(name: string, zh: object, translations: TranslationsUnderTest, sample?: readonly unknown[]): void {
  it.each(TRANSLATED)(`${name} in %s: every text, none empty, none left in Chinese`, async (locale) => {
    const translated = typeof translations === 'function' ? await translations(locale) : translations[locale];
    expect(translationProblems(zh, translated, sample)).toEqual([]);
  });
}
