import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { SENTINELS, stacklessError, stacklessReactSentinels, withStacklessSentinels } from './react-sentinels.mjs';

const require = createRequire(import.meta.url);
// The file the build bundles (not in react-dom's exports: found beside its package.json).
const FILE = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
const original = readFileSync(FILE, 'utf8');

test("React DOM's installed production client: every sentinel made stackless, nothing else changed", () => {
  const code = withStacklessSentinels(original);
  for (const name of SENTINELS) {
    assert.match(code, new RegExp(`\\b${name} = Object\\.create\\(Error\\.prototype`), name);
    assert.doesNotMatch(code, new RegExp(`\\b${name} = Error\\(`), name);
  }
  // The module keeps its lines (and its "use strict" where it was).
  const [lines, originalLines] = [code.split('\n'), original.split('\n')];
  assert.equal(lines.length, originalLines.length);
  assert.equal(code.indexOf('"use strict"'), original.indexOf('"use strict"'));
  // Only the five assignments differ.
  const changed = lines.filter((line, i) => line !== originalLines[i]);
  assert.ok(changed.length >= 3 && changed.length <= SENTINELS.length, `${changed.length} lines changed`);
});

test('the rewritten client still loads (its roots are there)', () => {
  const mod = new Module(FILE);
  mod.filename = FILE;
  mod.paths = Module._nodeModulePaths(dirname(FILE));
  mod._compile(withStacklessSentinels(original), FILE);
  assert.equal(typeof mod.exports.createRoot, 'function');
  assert.equal(typeof mod.exports.hydrateRoot, 'function');
});

test('a stackless sentinel is an Error with its message and no stack', () => {
  const made = new Function('formatProdErrorMessage', `return ${stacklessError('formatProdErrorMessage(460)')};`)(
    (code) => `Minified React error #${code}`,
  );
  assert.ok(made instanceof Error);
  assert.equal(made.message, 'Minified React error #460');
  assert.equal(made.name, 'Error');
  assert.equal(Object.hasOwn(made, 'stack'), false);
  assert.equal(String(made), 'Error: Minified React error #460');
});

test('a React DOM that makes its sentinels otherwise fails the build, naming them', () => {
  const changed = original.replace(/\bSuspenseException = Error\(/, 'SuspenseException = new Error(');
  assert.throws(() => withStacklessSentinels(changed), /no longer makes SuspenseException as Error/);
});

test('the plugin rewrites only the production client', () => {
  const { transform } = stacklessReactSentinels();
  assert.equal(
    transform('var SuspenseException = Error(formatProdErrorMessage(460));', '/x/react-dom/cjs/react-dom-client.development.js'),
    null,
  );
  assert.equal(transform('export {}', '/x/src/main.tsx'), null);
  const out = transform(original, `${FILE}?commonjs-entry`);
  assert.match(out.code, /SuspenseException = Object\.create\(Error\.prototype/);
});
