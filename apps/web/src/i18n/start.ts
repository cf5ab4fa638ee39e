import { DEFAULT_LOCALE, isTranslated, type Locale, type TranslatedLocale } from '@h5/domain';

// One chunk per language, fetched only when it is the one chosen: the Chinese path carries this
// map and nothing more (docs/i18n.md, measured costs). The server preloads the chosen one.
const FIRST_PAINT: Record<TranslatedLocale, () => Promise<{ ready: Promise<void> }>> = {
  en: () => import('./first-paint/en'),
  vi: () => import('./first-paint/vi'),
  th: () => import('./first-paint/th'),
  'pt-BR': () => import('./first-paint/pt-BR'),
};

/**
 * Puts the page in `locale` before the app renders: in any language but Chinese the first
 * screen's texts (its first-paint chunk), and `<html lang>` (Thai line breaking, screen
 * readers). Gives the language the page is in: Chinese when the chunk could not be loaded
 * (a network failure), so the app still starts.
 */
export async function startInLocale(locale: Locale, doc: Document = document): Promise<Locale> {
  const shown = isTranslated(locale)
    ? await FIRST_PAINT[locale]()
        .then((chunk) => chunk.ready)
        .then(
          () => locale,
          () => DEFAULT_LOCALE,
        )
    : locale;
  doc.documentElement.lang = shown;
  return shown;
}
