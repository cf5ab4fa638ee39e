// Vite's preload helper and the lists of what each lazy chunk needs, loaded after the page
// instead of in the entry (−2.7 kB gzip of the first paint of / and /login, docs/performance.md).
//
// Vite wraps every import() in `__vitePreload(() => import('./page.js'), deps, import.meta.url)`:
// `deps` lists the page's chunks and styles, so that they load side by side (not one import
// depth after another) and its styles apply before it renders. The entry holds ~45 such
// imports (every route, the menu, the dialogs) and, at its top, the names of ~140 files they
// need: ~2.1 kB gzip, besides the helper itself, and none of it is used before the first tap.
//
// Here the helper is a stub that loads the real one (the module below, one asset) on its first
// call: the page's own `import('./live/…')` after load makes that call, so by the time a player
// taps a link the lists are there and the page loads exactly as before (same preloads, same
// style sheets awaited). A tap before that waits for one small file more.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { minifySync } from 'rolldown/utils';

const HELPER_ID = '\0vite/preload-helper.js';
/** Replaced by the asset's address once the asset has its name (generateBundle). */
const PLACEHOLDER = '__h5_deferred_preload__';
const MAP_DEPS_HEADER = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,]+)\]\)/g;

/**
 * What stays in the entry. `deps` is the number of a list in the deferred module (the calls
 * generateBundle rewrote), an array (a chunk left as Vite wrote it) or empty (nothing to wait for).
 * A failed load is forgotten, so the next import tries again (lazyWithRetry's retry).
 */
export const STUB = `let deferred;
const address = ${JSON.stringify(PLACEHOLDER)};
export const __vitePreload = (baseModule, deps, importerUrl) => {
  if (deps == null || deps.length === 0) return baseModule();
  deferred ??= import(/* @vite-ignore */ address).catch((error) => {
    deferred = undefined;
    throw error;
  });
  return deferred.then((m) => m.preload(baseModule, deps, importerUrl));
};
`;

/**
 * The deferred module: Vite 8's preload helper (vite/src/node/plugins/importAnalysisBuild.ts,
 * `preload`), unchanged but for reading a numbered list. `files` and `lists` follow it.
 */
export const RUNTIME = `const relList = document.createElement('link').relList;
const scriptRel = relList && relList.supports && relList.supports('modulepreload') ? 'modulepreload' : 'preload';
const seen = {};
const preloadOnce = (href, start) => {
  if (href in seen) return seen[href];
  const promise = start();
  if (!promise) {
    seen[href] = undefined;
    return;
  }
  return (seen[href] = promise.then(
    () => (seen[href] = undefined),
    (error) => {
      seen[href] = undefined;
      throw error;
    },
  ));
};
const settled = (promises) =>
  Promise.all(promises.map((p) => Promise.resolve(p).then((value) => ({ status: 'fulfilled', value }), (reason) => ({ status: 'rejected', reason }))));
export function preload(baseModule, deps, importerUrl) {
  if (typeof deps === 'number') deps = lists[deps].map((i) => files[i]);
  let known;
  const nonceMeta = document.querySelector('meta[property=csp-nonce]');
  const nonce = nonceMeta?.nonce || nonceMeta?.getAttribute('nonce');
  const promise = settled(
    deps
      .map((dep) => {
        const url = new URL(new URL(dep, importerUrl).href);
        const isCss = url.pathname.endsWith('.css');
        return preloadOnce(url.href, () => {
          if (known === undefined) {
            known = { all: new Set(), styles: new Set() };
            const links = document.getElementsByTagName('link');
            for (let i = links.length - 1; i >= 0; i--) {
              known.all.add(links[i].href);
              if (links[i].rel === 'stylesheet') known.styles.add(links[i].href);
            }
          }
          if ((isCss ? known.styles : known.all).has(url.href)) return;
          const link = document.createElement('link');
          link.rel = isCss ? 'stylesheet' : scriptRel;
          if (!isCss) link.as = 'script';
          link.crossOrigin = '';
          link.href = url.href;
          if (nonce) link.setAttribute('nonce', nonce);
          document.head.appendChild(link);
          if (isCss)
            return new Promise((resolve, reject) => {
              const settle = (event) => {
                link.removeEventListener('load', settle);
                link.removeEventListener('error', settle);
                if (event.type === 'error') reject(new Error('Unable to preload CSS for ' + url));
                else resolve(event);
              };
              link.addEventListener('load', settle);
              link.addEventListener('error', settle);
            });
        });
      })
      .filter((p) => p !== undefined),
  );
  const preloadError = (error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  };
  return promise.then((results) => {
    for (const result of results) if (result.status === 'rejected') preloadError(result.reason);
    return baseModule().catch(preloadError);
  });
}
`;

/**
 * Moves every chunk's `__vite__mapDeps` table into one table (`files`, `lists`), and each call
 * `__vite__mapDeps([3,1,4])` to the number of its list. Pure: returns the new codes and tables.
 * All chunks sit in one folder (assets/), so a file's relative name means the same in each.
 */
export function collectPreloadLists(codes) {
  const files = [];
  const lists = [];
  const listIndex = new Map();
  const fileIndex = (name) => {
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const rewritten = codes.map((code) => {
    const header = MAP_DEPS_HEADER.exec(code);
    if (!header) return code;
    const names = JSON.parse(header[1]);
    return code.slice(header[0].length).replace(MAP_DEPS_CALL, (_, indices) => {
      const list = indices.split(',').map((i) => fileIndex(names[Number(i)]));
      const key = list.join(',');
      if (!listIndex.has(key)) listIndex.set(key, lists.push(list) - 1);
      return String(listIndex.get(key));
    });
  });
  return { codes: rewritten, files, lists };
}

/** The deferred module's source, minified (it is served as written). */
export function deferredModule(files, lists) {
  const source = `${RUNTIME}const files = ${JSON.stringify(files)};\nconst lists = ${JSON.stringify(lists)};\n`;
  return minifySync('preload.js', source, { compress: true, mangle: true }).code;
}

/** Vite plugin (build only). */
export function deferredPreload() {
  return {
    name: 'h5-deferred-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === HELPER_ID ? HELPER_ID : null;
    },
    load(id) {
      return id === HELPER_ID ? STUB : null;
    },
    // The stub's chunk names the deferred module, written after hashing: a new runtime must
    // rename that chunk too (the lists follow the lazy chunks' names, which its hash includes).
    augmentChunkHash(chunk) {
      if (chunk.moduleIds.includes(HELPER_ID)) return createHash('sha256').update(RUNTIME).digest('hex');
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const stubChunk = chunks.find((chunk) => chunk.code.includes(PLACEHOLDER));
        if (!stubChunk) return;
        const { codes, files, lists } = collectPreloadLists(chunks.map((chunk) => chunk.code));
        chunks.forEach((chunk, i) => (chunk.code = codes[i]));
        const ref = this.emitFile({ type: 'asset', name: 'preload.js', source: deferredModule(files, lists) });
        const address = `./${posix.relative(posix.dirname(stubChunk.fileName), this.getFileName(ref))}`;
        stubChunk.code = stubChunk.code.replace(PLACEHOLDER, address);
      },
    },
  };
}
