// Each messages module's translations are found by the name `catalogue` (docs/i18n.md): the lazy
// pages hand it to `translated`, and Storybook's preview loads every `locales/index.ts` by that
// name before a story renders. One exported under another name left every story unrendered.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const loaders = execFileSync('git', ['ls-files', 'apps/web/src', 'libs'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file.endsWith('/locales/index.ts'));

test('every locales/index.ts exports its catalogue as `catalogue`', () => {
  assert.ok(loaders.length > 10, `found only ${loaders.length} locales/index.ts`);
  const unnamed = loaders.filter(
    (file) => !/export (const catalogue\b|\{[^}]*\bcatalogue\b[^}]*\})/.test(readFileSync(join(ROOT, file), 'utf8')),
  );
  assert.deepEqual(unnamed, [], 'export it as `export const catalogue` (docs/i18n.md)');
});
