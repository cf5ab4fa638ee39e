import { resolve } from 'node:path';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type InlineConfig } from 'vite';
import { colors } from '../../libs/shared/ui-kit/src/theme/tokens';
// @ts-expect-error plain ESM helper without types
import { workspaceAliases } from '../../tools/vite-aliases.mjs';
// @ts-expect-error plain ESM helper without types
import { budgetConfig } from '../../tools/budget/budget.config.mjs';
// @ts-expect-error plain ESM helper without types
import { devServerProxy } from '../../tools/dev-proxy.mjs';
// @ts-expect-error plain ESM helper without types
import { deferredPreload } from '../../tools/web-build/deferred-preload.mjs';
// @ts-expect-error plain ESM helper without types
import { firstPaintModules } from '../../tools/web-build/entry-modules.mjs';
// @ts-expect-error plain ESM helper without types
import { firstPaintBuild } from '../../tools/web-build/first-paint-plugin.mjs';
// @ts-expect-error plain ESM helper without types
import { stacklessReactSentinels } from '../../tools/web-build/react-sentinels.mjs';
// @ts-expect-error plain ESM helper without types
import { WORKER_ENTRY, WORKER_ENTRY_NAME } from '../../tools/web-build/pwa.mjs';

// What every page needs before it paints, in three chunks by package family. Each chunk is a
// module script of its own (tools/web-build/first-paint-plugin.mjs), run in its own task:
// as one chunk, evaluating the framework was one long task on a slow phone. Three, not
// more: each chunk costs ~0.3 kB gzip of the first-paint budget (tools/budget), and the
// router's evaluation alone is ~1 ms.
const FRAMEWORK_GROUPS: Record<string, string[]> = {
  'framework-react': ['react', 'react-dom', 'scheduler'],
  'framework-state': [
    '@reduxjs',
    'immer',
    'redux',
    'redux-thunk',
    'react-redux',
    'reselect',
    'use-sync-external-store',
    '@standard-schema',
  ],
  'framework-ui': ['styled-components', 'stylis', 'tslib', 'react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
};
/**
 * Styled components named by their file and place, not by the order modules happened to run
 * (styled-components' default counter): the server renders /login after /, the browser runs
 * only /login's modules, and both must produce the same class names to hydrate. `pure` lets
 * the bundler drop unused components; `minify` strips the templates' whitespace.
 */
const styledComponents = () =>
  babel({
    plugins: [
      [
        'babel-plugin-styled-components',
        { ssr: true, displayName: false, fileName: false, pure: true, minify: true, transpileTemplateLiterals: false },
      ],
    ],
  });

/**
 * Modules of the app that run with a framework chunk, in its own task, instead of in the entry's
 * evaluation (docs/performance.md, "The long tasks that remain, one by one"): React DOM's factory
 * (src/ssr/evaluate-react-dom.ts requires it) and RTK Query's createApi (the base api imports only
 * the toolkit; the store hands it the base query). Each adds a reference or two between chunks.
 */
const WITH_FRAMEWORK: Record<string, string[]> = {
  'framework-react': [resolve(__dirname, 'src/ssr/evaluate-react-dom.ts')],
  'framework-state': [resolve(__dirname, '../../libs/shared/api-client/src/base-api.ts')],
};
const packagesTest = (packages: string[]) => new RegExp(`node_modules[\\\\/](${packages.join('|')})[\\\\/]`);
/**
 * The server bundle of the first screen (src/ssr/entry-server.tsx): CommonJS, so the API loads
 * it with require under tsx and jest alike; packages stay external (node_modules) but antd-mobile.
 */
async function serverBuild({ root, entry, outDir }: { root: string; entry: string; outDir: string }) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: workspaceAliases() },
    plugins: [react(), styledComponents()],
    // antd-mobile's modules import their CSS: bundled so Vite drops those imports.
    ssr: { noExternal: ['antd-mobile'] },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: '[name]-[hash].cjs' } },
    },
  });
}

/**
 * The chunks the entry imports on every page (the framework, the shared first-paint modules,
 * the bundler's runtime) are named boot-…, so a lazy page's preload list can leave them out.
 * Seven hash characters, not eight: the entry names ~125 lazy files in its preload map, and
 * random characters do not compress (−0.17 kB gzip of first paint). Fewer fail the build.
 */
const BOOT_PREFIX = 'boot-';
const bootGroups = new Set([...Object.keys(FRAMEWORK_GROUPS), 'shared', 'rolldown-runtime']);
const chunkFileName = ({ name }: { name: string }) => (bootGroups.has(name) ? `assets/${BOOT_PREFIX}[hash:7].js` : 'assets/[hash:7].js');
const isBootChunk = (file: string) => file.split('/').pop()?.startsWith(BOOT_PREFIX) ?? false;

/** The client build; `firstPaint` (module ids) becomes one chunk when given. */
function clientConfig(firstPaint?: { shared: Set<string>; byPage: Set<string>[] }): InlineConfig {
  const groups: { name: string; test: RegExp | ((id: string) => boolean); priority: number; includeDependenciesRecursively?: boolean }[] =
    Object.entries(FRAMEWORK_GROUPS).map(([name, packages]) => {
      const inPackages = packagesTest(packages);
      const modules = WITH_FRAMEWORK[name] ?? [];
      return { name, test: (id: string) => inPackages.test(id) || modules.includes(id), priority: 2 };
    });
  // What the entry chunk loads besides the framework, decided from what it really imports
  // (tools/web-build/entry-modules.mjs), never by folder: a shared lib's module that only lazy
  // pages use stays with them, off the first paint.
  if (firstPaint)
    groups.push({ name: 'shared', test: (id) => firstPaint.shared.has(id), priority: 1, includeDependenciesRecursively: false });
  firstPaint?.byPage.forEach((ids, i) =>
    groups.push({ name: `page-${i}`, test: (id) => ids.has(id), priority: 0, includeDependenciesRecursively: false }),
  );
  return {
    root: __dirname,
    base: './',
    cacheDir: '../../node_modules/.vite/apps/web',
    resolve: { alias: workspaceAliases() },
    // Vite's preload helper and its lists of what each lazy chunk needs load after the page,
    // on the first import() (tools/web-build/deferred-preload.mjs): 2.7 kB gzip off the first paint.
    // React DOM's five sentinel Errors made without a stack (tools/web-build/react-sentinels.mjs):
    // with DevTools or Lighthouse attached, recording theirs took a ~70 ms task after the paint.
    plugins: [react(), styledComponents(), deferredPreload(), stacklessReactSentinels()],
    build: {
      outDir: '../../dist/apps/web',
      emptyOutDir: true,
      reportCompressedSize: false,
      // tools/budget/check-budget.mjs reads the chunk graph from the manifest.
      manifest: true,
      // Browsers without <link rel="modulepreload"> just skip the hint; the polyfill would
      // cost every player first-paint bytes for an optimisation only. A lazy page's preload
      // list in the JavaScript leaves out the chunks the entry itself imports (always loaded
      // by then): each listed file costs the entry bytes (140 references, ~0.1 kB gzip).
      // index.html's hints stay whole: tools/web-build/first-paint-plugin.mjs orders them.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !isBootChunk(dep)) : deps),
      },
      rolldownOptions: { output: { chunkFileNames: chunkFileName, codeSplitting: { groups } } },
    },
  };
}

export default defineConfig(async ({ command }) => {
  // A build first bundles once in memory with natural splitting to learn what the entry loads.
  const pages = Object.values(budgetConfig.routes as Record<string, { page: string }>).map(({ page }) => resolve(__dirname, '../..', page));
  const firstPaint = command === 'build' ? await firstPaintModules(build, clientConfig(), pages) : undefined;
  const config = clientConfig(firstPaint);
  // The service worker's registration is an entry of its own, which index.html starts after
  // load (tools/web-build/pwa.mjs): no byte of it in the app's entry. Not in the analysis
  // build above, which learns what index.html's entry loads.
  const input = { index: resolve(__dirname, 'index.html'), [WORKER_ENTRY_NAME]: resolve(__dirname, WORKER_ENTRY) };
  if (command === 'build') config.build = { ...config.build, rolldownOptions: { ...config.build?.rolldownOptions, input } };
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      // The installed app's bar and splash take the surface (index.html's theme-color) and page colours.
      firstPaintBuild({
        ssrEntry: 'src/ssr/entry-server.tsx',
        serverBuild,
        installable: { themeColor: colors.surface, backgroundColor: colors.background },
      }),
    ],
    // Everything the API serves, not only /api: framed pages and pictures too (tools/dev-proxy.mjs).
    server: { port: 4200, host: '127.0.0.1', proxy: devServerProxy() },
  };
});
