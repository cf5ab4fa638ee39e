import type { Locale, Translations } from '@h5/domain';
import { currentLocale } from './request-locale';

/**
 * A module's catalogue in every language, read like the Chinese one (`MONEY_MESSAGES.ok`): each
 * key answers in the language of the request being served (./request-locale.ts), Chinese
 * outside one. The translations are typed after the Chinese original, so a missing or misspelt
 * key fails the type check; ./catalogues.test.ts checks that no text is left empty.
 */
export function localized<T extends object>(zh: T, translations: Translations<T>): T {
  const byLocale = { 'zh-CN': zh, ...translations } as unknown as Record<Locale, T>;
  const view = {} as T;
  for (const key of Object.keys(zh) as (keyof T & string)[]) {
    Object.defineProperty(view, key, { enumerable: true, get: () => byLocale[currentLocale()][key] });
  }
  return Object.freeze(view);
}

/**
 * A text some shared validator of @h5/domain returned (in Chinese, its only language there), in
 * the request's language: found by its key in the catalogue it came from; unchanged if absent.
 */
export function translatedText<T extends Record<string, string>>(zh: T, translations: Translations<T>, text: string): string {
  const locale = currentLocale();
  if (locale === 'zh-CN') return text;
  const key = (Object.keys(zh) as (keyof T)[]).find((k) => zh[k] === text);
  return key === undefined ? text : (translations[locale][key] as string);
}
