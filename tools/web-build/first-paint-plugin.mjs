// Build steps of the web app after Vite has written the client bundle (apps/web/vite.config.mts):
//   1. index.html: the entry CSS inline (no render-blocking request), modulepreload hints for
//      the home page's lazy chunk, so hydration does not wait one more round trip (and of a
//      deep link's page, see deepLinkPreloads), and the framework chunk as its own module
//      script (see frameworkScript);
//   2. the server bundle (src/ssr/entry-server.tsx) into <outDir>/.ssr, which the API loads to
//      render the first screen of / (dot-folders are never served);
//   3. brotli and gzip copies of every text file (compress-assets.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { manifestKey, routeFiles } from '../budget/budget.mjs';
import { budgetConfig } from '../budget/budget.config.mjs';
import { compressAssets } from './compress-assets.mjs';

const WORKSPACE = resolve(import.meta.dirname, '../..');

/** index.html with the entry stylesheet inlined and the home page's chunks preloaded. */
export function finishIndexHtml(html, outDir, manifest) {
  let out = html.replace(/<link rel="stylesheet"[^>]*href="\.\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file) => {
    const css = readFileSync(join(outDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
  const home = budgetConfig.routes['/'].page;
  const { js } = routeFiles(manifest, [manifestKey(budgetConfig.viteRoot, home)]);
  const hints = js
    .filter((file) => !out.includes(`./${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="./${file}">`)
    .join('');
  out = out.replace('<!--ssr-head-->', `${hints}${deepLinkPreloads(out, manifest)}<!--ssr-head-->`);
  return frameworkScript(out, manifest);
}

/**
 * The server renders / only (it cannot see the hash), so a deep link to another route of the
 * budget (/login) is painted by the browser, which learnt its lazy page chunks only once the
 * app had run: one more round trip before the first paint. This inline script (allowed by its
 * hash, like index.html's) asks for them with the HTML, next to the entry's.
 */
export function deepLinkPreloads(html, manifest) {
  const byPath = {};
  for (const [path, { page }] of Object.entries(budgetConfig.routes)) {
    if (path === '/') continue;
    const files = routeFiles(manifest, [manifestKey(budgetConfig.viteRoot, page)]).js.filter((file) => !html.includes(`./${file}"`));
    if (files.length) byPath[path] = files.map((file) => `./${file}`);
  }
  if (!Object.keys(byPath).length) return '';
  return (
    `<script>(function(){var m=${JSON.stringify(byPath)};var f=m[location.hash.replace(/^#/,'').split('?')[0]]||[];` +
    `for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l)}})()</script>`
  );
}

/**
 * The browser runs one module graph in one task: the framework's ~370 kB and the app's code
 * were one long task on a slow phone. A module script of the framework chunk alone, before the
 * entry's, is a graph of its own: module scripts run in document order, each in its own task
 * (Chromium), so the entry later runs only the app's modules. Nothing changes in what is
 * loaded or in the order modules run. (Not async: an async script may run after the entry.)
 */
export function frameworkScript(html, manifest) {
  const entry = manifest[budgetConfig.entry];
  const framework = (entry?.imports ?? []).map((key) => manifest[key]).find((chunk) => chunk?.name === 'framework');
  if (!framework) return html;
  const tag = `<script type="module" crossorigin src="./${framework.file}"></script>`;
  const entryTag = new RegExp(`<script type="module"[^>]*src="\\./${entry.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>`);
  return html.replace(entryTag, (found) => `${tag}\n    ${found}`);
}

/** Vite plugin running the three steps once the client build is written. */
export function firstPaintBuild({ ssrEntry, serverBuild }) {
  let outDir = '';
  let root = '';
  return {
    name: 'h5-first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
        const indexPath = join(outDir, 'index.html');
        writeFileSync(indexPath, finishIndexHtml(readFileSync(indexPath, 'utf8'), outDir, manifest));
        await serverBuild({ root, entry: relative(root, resolve(root, ssrEntry)), outDir: join(outDir, '.ssr') });
        const written = compressAssets(outDir);
        const total = (key) => written.reduce((sum, row) => sum + (row[key] || row.raw), 0);
        console.log(
          `first paint: ${relative(WORKSPACE, join(outDir, '.ssr'))} written; ${written.length} text files compressed ` +
            `(${Math.round(total('raw') / 1000)} kB → br ${Math.round(total('br') / 1000)} kB, gzip ${Math.round(total('gz') / 1000)} kB)`,
        );
      },
    },
  };
}
