import { DEFAULT_LOCALE, type Locale, type TranslatedLocale } from './locale';

// Apart from overlay.ts: the first paint of every page reads this (the api-client's X-Lang
// header, lazyWithRetry's `translated`), and on the Chinese path it must not carry the overlay.

let active: Locale = DEFAULT_LOCALE;

/** The language the texts are in now: zh-CN until a locale is activated (overlay.ts). */
export function activeLocale(): Locale {
  return active;
}

/** Set by `activate` (overlay.ts), once the texts are in that language. */
export function setActiveLocale(locale: Locale): void {
  active = locale;
}

/**
 * A lazily loaded module's texts (its messages module) and a loader of each translation, every
 * one a chunk of its own: exported as `catalogue` by a lazy page, so only the active language's
 * chunk is fetched, and none in Chinese.
 */
export interface LazyCatalogue {
  readonly target: object;
  readonly translations: Readonly<Record<TranslatedLocale, () => Promise<{ readonly default: object }>>>;
}

type Translator = (catalogue: LazyCatalogue) => Promise<void>;
let translator: Translator | undefined;

/** Set by the code that activates a language (overlay.ts): how a lazy module's catalogue is put in it. */
export function setTranslator(next: Translator | undefined): void {
  translator = next;
}

/** What a lazy module exports as `catalogue`: its texts' catalogue, or several (texts it shares with other screens). */
export type ModuleCatalogue = LazyCatalogue | readonly LazyCatalogue[];

/**
 * A lazily loaded module, once its `catalogue` (if it has one) is in the active language: what
 * a lazy import passes through before its module renders. Chinese: nothing to wait for.
 */
export async function translated<M extends object & { readonly catalogue?: ModuleCatalogue }>(module: M): Promise<M> {
  const translate = translator;
  if (translate && module.catalogue) await Promise.all(([] as LazyCatalogue[]).concat(module.catalogue).map((c) => translate(c)));
  return module;
}
