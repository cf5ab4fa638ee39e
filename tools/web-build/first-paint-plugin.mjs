// Build steps of the web app after Vite has written the client bundle (apps/web/vite.config.mts):
//   1. index.html: the entry CSS inline (no render-blocking request), modulepreload hints for
//      the home page's lazy chunk on /, so hydration does not wait one more round trip (and of a
//      deep link's page, see deepLinkPreloads), and each chunk the entry imports as a module
//      script of its own (see moduleScripts), all started by an inline loader once the server's HTML has
//      painted (see startAfterFirstPaint);
//   2. the server bundle (src/ssr/entry-server.tsx) into <outDir>/.ssr, which the API loads to
//      render the first screen of / (dot-folders are never served);
//   3. the installable app: icons, manifest, offline page and service worker (pwa.mjs);
//   4. brotli and gzip copies of every text file (compress-assets.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compressAssets } from './compress-assets.mjs';
import { workerLoader, writeInstallableApp } from './pwa.mjs';
import { budgetConfig } from '../budget/budget.config.mjs';
import { manifestKey, routeFiles } from '../budget/budget.mjs';

const WORKSPACE = resolve(import.meta.dirname, '../..');
/** Marks the home page's preload hints: the loader asks for them on / only (see startAfterFirstPaint). */
const HOME_HINT = 'data-home';
/** How long the loader waits at most for the banner picture before it starts the scripts anyway. */
const LARGEST_PAINT_WAIT_MS = 1500;

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
    .map((file) => `<link rel="modulepreload" crossorigin href="./${file}" ${HOME_HINT}>`)
    .join('');
  out = out.replace('<!--ssr-head-->', `${hints}<!--ssr-head-->`);
  out = startAfterFirstPaint(moduleScripts(out, manifest), deepLinkPreloads(out, manifest));
  return out.replace('</body>', () => `${workerLoader(manifest)}\n  </body>`);
}

/**
 * The page's module scripts and their preloads, asked for only once the browser has painted
 * the server's HTML (the frame after it, or 200 ms at most in a tab that draws no frames), by
 * an inline loader at the end of the body, in the same order; at once for a deep link, whose
 * first paint is the app's own. On a slow network the banner picture no longer shares the
 * line with ~180 kB of JavaScript before the first paint, and the paint never waits for the
 * scripts to have run (measured: Lighthouse's FCP/LCP of / went from ~2.0 s in most runs to
 * 0.8/1.0 s). Hydration starts one frame later. The home page's chunks (`h`) are asked for only
 * when the hash names / (or nothing): another route's page never needs them, and on /login they
 * were 8.4 kB of its first 5 s (docs/performance.md, "The long tasks that remain, one by one").
 * A deep link's page chunks (`m`, see deepLinkPreloads) and the modules the server names in
 * `<meta name="h5-modulepreload">` (another language's first-paint chunk) are asked for with
 * them, not with the HTML: a script requested before the paint ends before it, and Lighthouse
 * then counts it as render-blocking (its simulated FCP and LCP wait for its download on slow
 * 4G: `/login` en-US LCP 1.2–1.5 s; docs/performance.md, "Tasks at the first paint").
 * On `/` they wait for the banner picture (the largest paint, `fetchpriority=high`) to have
 * loaded too, LARGEST_PAINT_WAIT_MS at most: the picture then has the line to itself, and
 * Lighthouse's simulated LCP no longer waits for ~180 kB of scripts that happened to end before the
 * picture's paint (`/` zh-CN LCP 0.96 or 2.0 s, by which came first).
 */
export function startAfterFirstPaint(html, deepLinks = {}) {
  const preloads = [];
  const home = [];
  const scripts = [];
  let out = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)"( data-home)?>\s*/g, (_tag, href, isHome) => {
      (isHome ? home : preloads).push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_tag, src) => {
      scripts.push(src);
      return '';
    });
  if (!scripts.length) return html;
  // A chunk the loader adds as a module script is fetched by that script, in the same task: a
  // preload of it too was one more element for the loader's task and nothing for the network.
  const preloadsOnly = preloads.filter((href) => !scripts.includes(href));
  const loader =
    `<script>(function(){var p=${JSON.stringify(preloadsOnly)},s=${JSON.stringify(scripts)},h=${JSON.stringify(home)},m=${JSON.stringify(deepLinks)},d=document,started=false;` +
    `function add(tag,set){var e=d.createElement(tag);set(e);d.head.appendChild(e)}` +
    `function start(){if(started)return;started=true;` +
    `var r=location.hash.replace(/^#/,'').split('?')[0],n=d.querySelector('meta[name=h5-modulepreload]');if(r===''||r==='/')p=h.concat(p);` +
    `p=p.concat(m[r]||[],n?n.content.split(' '):[]);` +
    `p.forEach(function(h){add('link',function(e){e.rel='modulepreload';e.crossOrigin='';e.href=h})});` +
    // async=false: the scripts run in this order, each in its own task (see moduleScripts).
    `s.forEach(function(h){add('script',function(e){e.type='module';e.crossOrigin='';e.async=false;e.src=h})})}` +
    `function go(){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)}` +
    `var b=d.querySelector('#root img[fetchpriority=high]');` +
    `if(d.documentElement.hasAttribute('data-deep-link'))start();` +
    `else if(b&&!b.complete){b.addEventListener('load',go);b.addEventListener('error',go);setTimeout(start,${LARGEST_PAINT_WAIT_MS})}` +
    `else go()})()</script>`;
  out = out.replace('</body>', `${loader}\n  </body>`);
  return out;
}

/**
 * The server renders / only (it cannot see the hash), so a deep link to another route of the
 * budget (/login) is painted by the browser, which learnt its lazy page chunks only once the
 * app had run: one more round trip before hydration. The loader asks for them with the
 * entry's (startAfterFirstPaint): each route's files, by path.
 */
export function deepLinkPreloads(html, manifest) {
  const byPath = {};
  for (const [path, { page }] of Object.entries(budgetConfig.routes)) {
    if (path === '/') continue;
    const files = routeFiles(manifest, [manifestKey(budgetConfig.viteRoot, page)]).js.filter((file) => !html.includes(`./${file}"`));
    if (files.length) byPath[path] = files.map((file) => `./${file}`);
  }
  return byPath;
}

/**
 * The entry's static imports (recursively), dependencies first: the order in which the browser
 * would run them as one module graph.
 */
export function entryChunksInOrder(manifest) {
  const order = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    if (key !== budgetConfig.entry && manifest[key]) order.push(manifest[key].file);
  };
  visit(budgetConfig.entry);
  return order;
}

/**
 * The browser runs one module graph in one task: the framework's ~370 kB and the app's code
 * were one long task on a slow phone. Each chunk the entry imports becomes a module script of
 * its own, dependencies first, before the entry's: module scripts run in document order, each
 * in its own task (Chromium), and a module already run is not run again, so each task runs
 * only its own chunk (React, the state libraries, styled-components, the router: see the
 * framework groups in apps/web/vite.config.mts) and the entry only the app's modules. Nothing
 * changes in what is loaded or in the order modules run. (Not async: an async script may run
 * after the entry.)
 */
export function moduleScripts(html, manifest) {
  const entry = manifest[budgetConfig.entry];
  const chunks = entryChunksInOrder(manifest);
  if (!entry || !chunks.length) return html;
  const tags = chunks.map((file) => `<script type="module" crossorigin src="./${file}"></script>`).join('\n    ');
  const entryTag = new RegExp(`<script type="module"[^>]*src="\\./${entry.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>`);
  return html.replace(entryTag, (found) => `${tags}\n    ${found}`);
}

/** Vite plugin running the four steps once the client build is written; `installable`: the manifest's colours. */
export function firstPaintBuild({ ssrEntry, serverBuild, installable }) {
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
        const worker = installable ? await writeInstallableApp(outDir, installable) : null;
        if (worker) console.log(`service worker: ${worker.count} files precached (${Math.round(worker.size / 1000)} kB)`);
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
