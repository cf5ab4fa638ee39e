import { apiClientCatalogue } from '@h5/api-client';
import {
  activate,
  DOMAIN_CATALOGUES,
  translated,
  translateLazyCatalogues,
  type Catalogue,
  type LazyCatalogue,
  type TranslatedLocale,
  type Translation,
} from '@h5/domain';
import { routingCatalogue } from '@h5/routing';
import { uiKitCatalogue } from '@h5/ui-kit';
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

/**
 * The libraries' texts every screen may show (ui-kit, the tab bar, the data layer, the domain's
 * rules): each fetched in the chosen language beside the first-paint chunk's own, before the
 * first render (and by the server once, before its first render).
 */
export const LIBRARY_CATALOGUES: readonly LazyCatalogue[] = [uiKitCatalogue, routingCatalogue, apiClientCatalogue, ...DOMAIN_CATALOGUES];

/**
 * The browser, before the first render: the first screen's texts in `locale`, the libraries'
 * (fetched now), and every lazy page's as it loads.
 */
export async function activateFirstPaint(locale: TranslatedLocale, translations: FirstPaintTranslations): Promise<void> {
  activate(locale, firstPaintCatalogues({ [locale]: translations }));
  translateLazyCatalogues(locale);
  await translated({ catalogue: LIBRARY_CATALOGUES });
}
