import react from '@vitejs/plugin-react';
import { build, defineConfig } from 'vite';
// @ts-expect-error plain ESM helper without types
import { workspaceAliases } from '../../tools/vite-aliases.mjs';
// @ts-expect-error plain ESM helper without types
import { firstPaintBuild } from '../../tools/web-build/first-paint-plugin.mjs';

// What every page needs before it paints. One chunk compresses better than the six small
// ones the bundler would otherwise cut from it (tools/budget checks the result).
const FIRST_PAINT_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'styled-components',
  'stylis',
  'tslib',
  '@reduxjs',
  'immer',
  'redux',
  'redux-thunk',
  'react-redux',
  'reselect',
  'use-sync-external-store',
  '@standard-schema',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
];
const FRAMEWORK = new RegExp(`node_modules[\\\\/](${FIRST_PAINT_PACKAGES.join('|')})[\\\\/]`);
// The small shared libraries every screen loads at start: one chunk instead of a dozen tiny
// ones, so the first paint's requests are few (a phone has a handful of connections).
const SHARED_CORE = /libs[\\/]shared[\\/](routing|api-contract|api-client|domain)[\\/]/;

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
    plugins: [react()],
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

export default defineConfig({
  root: __dirname,
  base: './',
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { alias: workspaceAliases() },
  plugins: [react(), firstPaintBuild({ ssrEntry: 'src/ssr/entry-server.tsx', serverBuild })],
  server: { port: 4200, host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    reportCompressedSize: false,
    // tools/budget/check-budget.mjs reads the chunk graph from the manifest.
    manifest: true,
    // Browsers without <link rel="modulepreload"> just skip the hint; the polyfill would
    // cost every player first-paint bytes for an optimisation only.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'shared', test: SHARED_CORE },
          ],
        },
      },
    },
  },
});
