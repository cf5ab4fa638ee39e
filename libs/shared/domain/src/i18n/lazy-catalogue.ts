import type { LazyCatalogue } from './active-locale';
import type { TranslatedLocale, Translation } from './locale';

/** A loader of each translation of the messages module `M`: `() => import('./en')`, … */
export type TranslationLoaders<M> = { readonly [L in TranslatedLocale]: () => Promise<{ readonly default: Translation<M> }> };

/**
 * The catalogue of the messages module `M` (docs/i18n.md): what each `locales/index.ts` exports,
 * checked with `satisfies LazyCatalogueOf<typeof messages>`, so every loader must bring a
 * translation of that very module (wiring another module's `./en` fails the type check).
 *
 * A type, not a function: the bundler makes a chunk of each literal `import('./<locale>')`, so
 * the four loaders stay written in each file (a variable `import(\`./${locale}.ts\`)` may not
 * read its own folder), and a function wrapping them cost both first paints 0.01 kB (measured
 * 2 Dec 2026: / 143.91 → 143.92, /login 143.65 → 143.66 kB) for no line saved.
 */
export interface LazyCatalogueOf<M extends object> extends LazyCatalogue {
  readonly target: M;
  readonly translations: TranslationLoaders<M>;
}
