// The pure views of docs/architecture.md §4: a `*-view.tsx` takes props and calls back, so a
// story renders it with fixtures and no router; navigation reaches it as callbacks or link
// props (`href` and `onClick`, feature-kit's useRouteLink) from its page or model. This check
// fails when a view, or a part of the screen it imports by a relative path, imports the router,
// and when a view is longer than the 250 lines of docs/contributing.md (split it into parts).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_VIEW_LINES = 250;
const ROUTER = /^react-router(-dom)?$/;
/**
 * Parts of screens that still render a router `Link` themselves, reached from a view by a relative
 * import: the list may only shrink (a part added to it is a view importing the router). Take a
 * part off when its links come as props.
 */
const PARTS_STILL_ROUTED = new Set([
  // Home's three (the app card, the quick buttons, the slot entries) take their links from the page's
  // useRouteLinks now; the list is empty and may stay so.
]);

const views = execFileSync('git', ['ls-files', '*-view.tsx'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** The modules `code` imports for their values (an `import type` brings no code along). */
export function valueImports(code) {
  const found = [];
  for (const [, clause, source] of code.matchAll(/^\s*import\s+([^'";]*?)\s*(?:from\s*)?['"]([^'"]+)['"]/gm)) {
    if (/^type\s/.test(clause)) continue;
    found.push(source);
  }
  for (const [, source] of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(source);
  return found;
}

const resolve = (from, source) =>
  ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => join(dirname(from), source) + ext).find((path) => existsSync(path));

/** The files, `view` itself or a part it reaches through relative imports, that import the router. */
function routedFiles(view) {
  const seen = new Set();
  const found = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const source of valueImports(readFileSync(path, 'utf8'))) {
      if (ROUTER.test(source)) found.add(relative(ROOT, path));
      else if (source.startsWith('.')) {
        const next = resolve(path, source);
        if (next) visit(next);
      }
    }
  };
  visit(join(ROOT, view));
  return [...found];
}

test('there are views to check', () => {
  assert.ok(views.length > 20, `found ${views.length} *-view.tsx files: is git ls-files reading the workspace?`);
});

const HOW = 'hand the view callbacks or link props from its model or page (useRouteLink of @h5/feature-kit; docs/architecture.md §4)';

test('no view imports the router', () => {
  const found = views.filter((view) => routedFiles(view).includes(view));
  assert.deepEqual(found, [], HOW);
});

test('no view reaches the router through a part of its screen, beyond the parts still listed', () => {
  const found = [...new Set(views.flatMap(routedFiles))].filter((file) => !views.includes(file) && !PARTS_STILL_ROUTED.has(file));
  assert.deepEqual(found, [], HOW);
});

test(`no view is longer than ${MAX_VIEW_LINES} lines`, () => {
  const long = views
    .map((view) => [view, readFileSync(join(ROOT, view), 'utf8').trimEnd().split('\n').length])
    .filter(([, lines]) => lines > MAX_VIEW_LINES)
    .map(([view, lines]) => `${view}: ${lines} lines`);
  assert.deepEqual(long, [], 'split the view into parts of the screen, each in its own file (docs/contributing.md)');
});

test('the import reader sees value imports and skips type-only ones', () => {
  const code = [
    "import { Link } from 'react-router-dom';",
    "import type { To } from 'react-router-dom';",
    "import './side-effect';",
    "import styled, { css } from 'styled-components';",
    "const Lazy = () => import('./lazy-part');",
  ].join('\n');
  assert.deepEqual(valueImports(code), ['react-router-dom', './side-effect', 'styled-components', './lazy-part']);
});
