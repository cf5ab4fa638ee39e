import { DEFAULT_LOCALE, type Locale } from './locale';

// Apart from overlay.ts: the api-client reads it on every page's first paint (its X-Lang header),
// which must not carry the overlay's code on the Chinese path, where nothing is overlaid.
let active: Locale = DEFAULT_LOCALE;

/** The language the texts are in now: zh-CN until a locale is activated (overlay.ts). */
export function activeLocale(): Locale {
  return active;
}

/** Set by `activate` (overlay.ts), once the texts are in that language. */
export function setActiveLocale(locale: Locale): void {
  active = locale;
}
