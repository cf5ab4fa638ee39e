import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { DEFAULT_LOCALE, LANG_COOKIE, LOCALES, translated, type Locale } from '@h5/domain';
import { UiKitProvider, uiKitMessages } from '@h5/ui-kit';
import { catalogue } from './locales';
import { pwaMessages } from './messages';
import { OfflineScreen } from './offline-screen';
import { renderInLocale } from '../ssr/server-locale';

/** The offline page's texts in one language: its <title>, the error state's text and button. */
export interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
}

/**
 * How offline.js picks the language (docs/i18n.md), the app's order (src/i18n/choice.ts): the
 * choice in localStorage or the cookie, else the browser's languages, else `fallback`.
 */
export interface OfflineLanguages {
  /** The key of the choice in localStorage and the name of its cookie. */
  key: string;
  fallback: Locale;
  /** Every language's texts, Chinese (the markup's) included. */
  texts: Record<Locale, OfflineTexts>;
}

export interface RenderedOffline {
  title: string;
  html: string;
  styles: string;
  languages: OfflineLanguages;
}

/** The offline page's texts as the active language has them (the page and the button are ui-kit's error state). */
const currentTexts = (): OfflineTexts => ({ title: pwaMessages.offlineTitle, text: pwaMessages.offlineText, retry: uiKitMessages.retry });

/** Every language's texts, read from the messages modules' own translations (the server holds them all). */
async function offlineTexts(): Promise<Record<Locale, OfflineTexts>> {
  const texts = {} as Record<Locale, OfflineTexts>;
  for (const locale of LOCALES)
    texts[locale] = await renderInLocale(locale, async () => {
      await translated({ catalogue });
      return currentTexts();
    });
  return texts;
}

/**
 * The page the service worker shows offline (docs/performance.md, Live money and the service worker), rendered once by the build from ui-kit's
 * error state: it must show without the network, so it carries its styles and no app chunk. The
 * markup is Chinese; offline.js writes the player's language's texts over it (docs/i18n.md), so the
 * precached page holds the five languages' few texts, not five pages.
 */
export async function renderOffline(): Promise<RenderedOffline> {
  const languages: OfflineLanguages = { key: LANG_COOKIE, fallback: DEFAULT_LOCALE, texts: await offlineTexts() };
  // In Chinese, between the server's other renders: the markup offline.js translates is the Chinese.
  return renderInLocale(DEFAULT_LOCALE, async () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <UiKitProvider>
            <OfflineScreen />
          </UiKitProvider>,
        ),
      );
      return { title: pwaMessages.offlineTitle, html, styles: sheet.getStyleTags(), languages };
    } finally {
      sheet.seal();
    }
  });
}
