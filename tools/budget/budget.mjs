// Pure helpers of the bundle budget check: which built files a route loads, and their sizes.
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** kB as Vite prints them (1000 bytes). */
export const KB = 1000;

/**
 * The manifest key of a source file: Vite names chunks by their path relative to its root
 * (apps/web), so a lib's page is '../../libs/…'.
 */
export function manifestKey(viteRoot, workspacePath) {
  return posix.relative(viteRoot, workspacePath);
}

/**
 * Every JS and CSS file loaded to show a route: the entry chunk, the route's lazy page
 * chunk, and all their static imports (recursively) with their CSS. Dynamic imports are
 * left out: they load later, on demand (menus, dialogs, toasts).
 */
export function routeFiles(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js].sort(), css: [...css].sort() };
}

/**
 * Chunks the route may load after its first paint (not counted, reported for information):
 * the shell's own lazy parts (menu, welcome modal, dialogs: manifest keys inside the app,
 * not '../' paths, which are the features' pages) and what the page itself loads lazily.
 */
export function onDemandFiles(manifest, entryKey, pageKey, counted) {
  const pageKeys = new Set();
  const walk = (key) => {
    if (key === entryKey || pageKeys.has(key)) return;
    pageKeys.add(key);
    for (const imported of manifest[key]?.imports ?? []) walk(imported);
  };
  walk(pageKey);
  const shellLazy = (manifest[entryKey]?.dynamicImports ?? []).filter((key) => !key.startsWith('../'));
  const pageLazy = [...pageKeys].flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const files = [...new Set([...shellLazy, ...pageLazy])].flatMap((key) => routeFiles(manifest, [key]).js);
  return [...new Set(files)].filter((file) => !counted.includes(file)).sort();
}

/** Raw and gzip bytes of a set of files, read with `read(file) → Buffer`. */
export function measure(files, read) {
  return files.reduce(
    (total, file) => {
      const bytes = read(file);
      return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes).length };
    },
    { raw: 0, gzip: 0 },
  );
}

/** One result row per route; `over` lists what broke the budget. */
export function checkRoute(route, sizes, budget) {
  const over = [];
  if (sizes.js.gzip > budget.js) over.push(`JS ${fmt(sizes.js.gzip)} > ${fmt(budget.js)}`);
  if (sizes.css.gzip > budget.css) over.push(`CSS ${fmt(sizes.css.gzip)} > ${fmt(budget.css)}`);
  return { route, ...sizes, budget, over };
}

export const fmt = (bytes) => `${(bytes / KB).toFixed(2)} kB`;

/**
 * The manifest keys a page in `locale` loads before its first paint besides the Chinese page's
 * (`counted`: the keys routeFiles visited): the language's first-paint chunk (apps/web's
 * i18n/first-paint/<locale>.ts) and every counted module's catalogue of that language (the
 * lazy `locales/<locale>.ts` a page's texts wait for: docs/i18n.md).
 */
export function localeKeys(manifest, counted, locale, firstPaintKey) {
  const catalogue = new RegExp(`/locales/${locale.replace('-', '\\-')}\\.ts$`);
  const catalogues = [...counted].flatMap((key) => (manifest[key]?.dynamicImports ?? []).filter((d) => catalogue.test(d)));
  return [firstPaintKey, ...new Set(catalogues)].filter((key) => manifest[key]);
}

/** Every manifest key routeFiles would visit from `keys` (static imports, recursively). */
export function visitedKeys(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
