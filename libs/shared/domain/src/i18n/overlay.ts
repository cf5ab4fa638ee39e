import { activeLocale, setActiveLocale, setTranslator } from './active-locale';
import { isTranslated, type Locale, type TranslatedLocale } from './locale';

/**
 * The runtime of the product's languages (docs/i18n.md). There is no provider and no
 * hook: every screen reads its feature's Chinese `messages` object, and a translation is written
 * onto that live object before the screen renders. A change of language reloads the page, so in
 * the browser a language is set once; the server renders requests in different languages one
 * after another in one process, so the Chinese of every object is kept and can be put back.
 */

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

// The Chinese of every object a translation was written onto, taken before the first write.
const chinese = new WeakMap<object, Tree>();

/** A copy of the objects and lists of a catalogue; texts and text builders are kept as they are. */
function copy(tree: Tree): Tree {
  const out: Tree = Array.isArray(tree) ? ([] as unknown as Tree) : {};
  for (const key of Object.keys(tree)) {
    const value = tree[key];
    out[key] = isTree(value) ? copy(value) : value;
  }
  return out;
}

// A module's exports are read-only bindings (getters, or frozen): a text or builder exported at
// the top of a module stays Chinese (docs/i18n.md: texts sit inside an exported object).
const writable = (tree: Tree, key: string): boolean => {
  const property = Object.getOwnPropertyDescriptor(tree, key);
  return property === undefined || property.writable === true;
};

/**
 * Writes `from` into `target` key by key: objects and lists are entered (never replaced, so a
 * reference a module took to a group of texts sees the new language too), texts and builders
 * are set, and a list takes the length of the one written. A key `from` lacks keeps its text.
 */
function assign(target: Tree, from: Tree): void {
  for (const key of Object.keys(from)) {
    const value = from[key];
    const current = target[key];
    if (isTree(current) && isTree(value)) assign(current, value);
    else if (writable(target, key)) target[key] = value;
  }
  if (Array.isArray(target) && Array.isArray(from)) target.length = from.length;
}

/**
 * Writes a translation onto the live Chinese `target` (a messages object, or a messages
 * module's namespace: its exports are entered, never reassigned), keeping the Chinese first so
 * `restoreChinese` can put it back. An export that is a text or a builder at the top of a module
 * cannot be written (a module's bindings are read-only) and is left as it is: such texts must
 * sit inside an object.
 */
export function overlay(target: object, translation: object): void {
  const tree = target as Tree;
  if (!chinese.has(tree)) chinese.set(tree, copy(tree));
  assign(tree, translation as Tree);
}

/** Puts back the Chinese of a target a translation was written onto (nothing to do otherwise). */
export function restoreChinese(target: object): void {
  const original = chinese.get(target);
  if (original) assign(target as Tree, original);
}

/** A messages object (or module) and its translations, by locale. */
export interface Catalogue {
  readonly target: object;
  readonly translations: Partial<Record<TranslatedLocale, object>>;
}

/**
 * Puts every catalogue in `locale`: the Chinese restored (from another language the server
 * rendered before), then the translation written onto it (none for zh-CN, or for a catalogue
 * that lacks the language: it stays Chinese).
 */
export function activate(locale: Locale, catalogues: readonly Catalogue[]): void {
  for (const { target, translations } of catalogues) {
    restoreChinese(target);
    const translation = isTranslated(locale) ? translations[locale] : undefined;
    if (translation) overlay(target, translation);
  }
  setActiveLocale(locale);
}

/**
 * The browser: every lazily loaded catalogue is put in `locale` as its module loads (its one
 * translation chunk fetched first). A language is chosen once per page load: a change reloads.
 */
export function translateLazyCatalogues(locale: Locale): void {
  setTranslator(
    isTranslated(locale) ? async ({ target, translations }) => overlay(target, (await translations[locale]()).default) : undefined,
  );
}

/**
 * The server, which renders requests in different languages one after another: a lazily loaded
 * catalogue is loaded in every language once, added to `catalogues` (so each later `activate`
 * puts it in that request's language) and put in the active language now.
 */
export function collectLazyCatalogues(catalogues: Catalogue[]): void {
  setTranslator(async ({ target, translations }) => {
    if (catalogues.some((catalogue) => catalogue.target === target)) return;
    const locales = Object.keys(translations) as TranslatedLocale[];
    const loaded = await Promise.all(locales.map(async (locale) => [locale, (await translations[locale]()).default] as const));
    const catalogue: Catalogue = { target, translations: Object.fromEntries(loaded) };
    catalogues.push(catalogue);
    activate(activeLocale(), [catalogue]);
  });
}
