import { activate, translateLazyCatalogues, type Catalogue, type TranslatedLocale, type Translation } from '@h5/domain';
import * as shell from '../messages';

/**
 * The texts the first screen shows that the entry itself carries (lazy pages bring their own
 * catalogue: lazyWithRetry), each overlaid by name. A module added here is added to
 * `FirstPaintTranslations` and to each locale's first-paint file (./first-paint/*.ts).
 */
const FIRST_PAINT_TARGETS = { shell };

/** One language's translations of the first screen's texts: a first-paint chunk holds one. */
export interface FirstPaintTranslations {
  readonly shell: Translation<typeof shell>;
}

/** The first screen's catalogues with the translations given (the browser: one; the server: all four). */
export function firstPaintCatalogues(byLocale: Partial<Record<TranslatedLocale, FirstPaintTranslations>>): Catalogue[] {
  const locales = Object.keys(byLocale) as TranslatedLocale[];
  return (Object.keys(FIRST_PAINT_TARGETS) as (keyof FirstPaintTranslations)[]).map((name) => ({
    target: FIRST_PAINT_TARGETS[name],
    translations: Object.fromEntries(locales.map((locale) => [locale, byLocale[locale]?.[name]])),
  }));
}

/** The browser, before the first render: the first screen's texts in `locale`, and every lazy page's as it loads. */
export function activateFirstPaint(locale: TranslatedLocale, translations: FirstPaintTranslations): void {
  activate(locale, firstPaintCatalogues({ [locale]: translations }));
  translateLazyCatalogues(locale);
}
