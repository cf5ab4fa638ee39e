import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error plain ESM helper without types
import { workspaceAliases } from '../../tools/vite-aliases.mjs';

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

export default defineConfig({
  root: __dirname,
  base: './',
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { alias: workspaceAliases() },
  plugins: [react()],
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
      output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
    },
  },
});
