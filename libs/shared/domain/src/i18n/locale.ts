/**
 * The product's languages (docs/i18n.md). zh-CN is the default and the spec's own words: a request
 * or a visitor that names none of the others gets Chinese, exactly as before languages existed.
 */
export const LOCALES = ['zh-CN', 'en', 'vi', 'th', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
/** Every locale but the default: the ones a catalogue must translate into. */
export type TranslatedLocale = Exclude<Locale, 'zh-CN'>;
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Whether texts in `locale` come from a translation (every locale but Chinese). */
export const isTranslated = (locale: Locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE;

/** The header the web app sends with every API call, naming the player's chosen language. */
export const LANG_HEADER = 'X-Lang';
/** The cookie that carries the choice to the server (the hash of a route never reaches it). */
export const LANG_COOKIE = 'h5_lang';

// A tag's primary language decides: en-US, en-GB → en; pt-PT → pt-BR (the one Portuguese we ship).
const BY_LANGUAGE: Readonly<Record<string, Locale>> = { zh: 'zh-CN', en: 'en', vi: 'vi', th: 'th', pt: 'pt-BR' };

/** The locale a language tag (BCP 47, any case) names, or null when it is none of ours. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.trim().toLowerCase());
  if (exact) return exact;
  const language = tag
    .trim()
    .toLowerCase()
    .replace(/[-_].*$/, '');
  return BY_LANGUAGE[language] ?? null;
}

/** The first of a list of tags (navigator.languages, in the browser's order) that is one of ours. */
export function firstMatchingLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/**
 * The best of ours an Accept-Language header asks for (by q, then by order), or null. `*` and
 * q=0 name nothing: a browser that only says `*` gets the default, not an arbitrary language.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      // split() gives at least one part.
      const [tag, ...params] = part.trim().split(';') as [string, ...string[]];
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return firstMatchingLocale(ranked.map(({ tag }) => tag));
}

/**
 * The shape a translation of a catalogue must have: every key of the Chinese original (a missing
 * or misspelt one fails the type check), texts as strings, text builders with the same parameters.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Translation<T[K]>;
};

/** A catalogue's translations into every language but Chinese. */
export type Translations<T> = Readonly<Record<TranslatedLocale, Translation<T>>>;
