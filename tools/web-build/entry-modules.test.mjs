import assert from 'node:assert/strict';
import { test } from 'node:test';
import { staticModuleIds } from './entry-modules.mjs';

const chunk = (fileName, moduleIds, imports = [], dynamicImports = []) => ({ fileName, moduleIds, imports, dynamicImports });

test('collects the entry chunk and its static imports, recursively, not what it loads lazily', () => {
  const entry = chunk('index.js', ['/app/main.tsx'], ['framework.js', 'paths.js'], ['home.js']);
  const chunks = [
    entry,
    chunk('framework.js', ['/nm/react/index.js']),
    chunk('paths.js', ['/libs/routing/paths.ts'], ['calls.js']),
    chunk('calls.js', ['/libs/contract/calls.ts']),
    chunk('home.js', ['/libs/games/home-page.tsx'], ['paths.js', 'wallet.js']),
    chunk('wallet.js', ['/libs/api-client/wallet-api.ts']),
  ];
  assert.deepEqual([...staticModuleIds(chunks, entry)].sort(), [
    '/app/main.tsx',
    '/libs/contract/calls.ts',
    '/libs/routing/paths.ts',
    '/nm/react/index.js',
  ]);
});

test('a chunk imported twice (or in a cycle) is read once', () => {
  const a = chunk('a.js', ['/a.ts'], ['b.js', 'c.js']);
  const chunks = [a, chunk('b.js', ['/b.ts'], ['c.js', 'a.js']), chunk('c.js', ['/c.ts'], ['b.js'])];
  assert.deepEqual([...staticModuleIds(chunks, a)].sort(), ['/a.ts', '/b.ts', '/c.ts']);
});
