import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error plain ESM helper without types
import { workspaceAliases } from '../../tools/vite-aliases.mjs';

export default defineConfig({
  root: __dirname,
  base: './',
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: { alias: workspaceAliases() },
  plugins: [react()],
  server: { port: 4200, host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: '../../dist/apps/web', emptyOutDir: true, reportCompressedSize: false },
});
