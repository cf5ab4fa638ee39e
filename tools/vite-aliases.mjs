// Turns tsconfig.base.json "paths" into Vite aliases, so the app, Storybook and the e2e
// build resolve @h5/* exactly as TypeScript and jest do.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function workspaceAliases() {
  const { paths } = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')).compilerOptions;
  return Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, resolve(root, target)]));
}
