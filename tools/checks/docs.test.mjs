// Proves the docs a clone carries can be followed: every file they name exists, the first-paint
// budget they state is the one tools/budget/budget.config.mjs holds, every library has its
// README, and every endpoint file has an owner and a place in docs/architecture.md §3.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// The budget's own figures, read where the budget check reads them (tools/budget is another
// project: loaded by its address, not imported across the boundary).
const { budgetConfig } = await import(new URL('../budget/budget.config.mjs', import.meta.url).href);
const { KB } = await import(new URL('../budget/budget.mjs', import.meta.url).href);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && existsSync(join(ROOT, f)));
const docs = tracked.filter((f) => f.endsWith('.md') && !f.includes('node_modules'));
const read = (file) => readFileSync(join(ROOT, file), 'utf8');

/** A file name as docs write it in backticks: a path, or a bare name with an extension. */
const FILE_LIKE = /^[\w@.-]+(?:\/[\w@.[\]-]+)*\.(?:ts|tsx|mjs|cjs|cts|js|json|md|sh|sql|yml|yaml|css|html)$/;
/**
 * Names docs use for what a command, a run or the build writes (the installed app's offline page,
 * Vite's manifest), a placeholder (`x.ts`, `X/messages.ts`, `DIR/…`), or the files of
 * contributing's generator example: not files of the tree.
 */
const NOT_TREE =
  /^(?:tmp|dist|coverage|screenshots|node_modules|DIR)\/|^(?:x|X)[./-]|^(?:offline\.(?:html|js)|\.vite\/manifest\.json)$|bonus-history/;

/** Whether a name a doc gives is a file of the tree: from the root, from the doc's folder, or the end of a tracked path. */
function exists(name, doc) {
  if (NOT_TREE.test(name)) return true;
  const fromDoc = normalize(join(dirname(doc), name));
  if (tracked.includes(name) || tracked.includes(fromDoc)) return true;
  return tracked.some((f) => f.endsWith(`/${name}`));
}

test('every file the docs name is in the tree', () => {
  const missing = [];
  for (const doc of docs) {
    const text = read(doc);
    const names = new Set();
    for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) if (FILE_LIKE.test(code)) names.add(code);
    for (const [, link] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g))
      if (!/^[a-z]+:/.test(link) && FILE_LIKE.test(link)) names.add(link);
    for (const name of names) if (!exists(name, doc)) missing.push(`${doc}: ${name}`);
  }
  assert.deepEqual(missing, []);
});

test('the first-paint budget the docs state is the one the budget check reads', () => {
  const figures = Object.values(budgetConfig.routes).flatMap((r) => [r.budget.js, r.budget.css].map((bytes) => bytes / KB));
  const wrong = [];
  for (const doc of docs) {
    read(doc)
      .split('\n')
      .forEach((line, i) => {
        // Lines that state today's budget name its check or its file; history is written without them.
        if (!/web:budget|budget\.config\.mjs/.test(line)) return;
        for (const [, n] of line.matchAll(/(\d+(?:\.\d+)?)\s*(?:kB|KB)\b/g)) {
          if (!figures.includes(Number(n))) wrong.push(`${doc}:${i + 1}: ${n} kB (the budget holds ${figures.join(', ')})`);
        }
      });
  }
  assert.deepEqual(wrong, []);
});

test('every library has a README: what it is, what it may import, its entry, its test', () => {
  const libs = ['libs/shared', 'libs/features'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(ROOT, dir, e.name, 'project.json')))
      .map((e) => `${dir}/${e.name}`),
  );
  assert.ok(libs.length >= 13, `found ${libs.length} libraries`);
  const wanting = [];
  for (const lib of libs) {
    const file = `${lib}/README.md`;
    if (!existsSync(join(ROOT, file))) {
      wanting.push(`${file}: missing`);
      continue;
    }
    const text = read(file);
    for (const heading of ['## May import', '## Public entry', '## Test'])
      if (!text.includes(heading)) wanting.push(`${file}: no "${heading}"`);
    if (text.split('\n').length > 45) wanting.push(`${file}: over ~40 lines`);
  }
  assert.deepEqual(wanting, []);
});

test('every endpoint file has an owner in CODEOWNERS and a place in docs/architecture.md §3', () => {
  const dir = 'libs/shared/api-client/src/endpoints';
  const files = readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('-api.ts'));
  const owners = read('CODEOWNERS');
  const architecture = read('docs/architecture.md');
  const areas = /`src\/endpoints\/<area>-api\.ts` \(([^)]+)\)/.exec(architecture)?.[1] ?? '';
  const missing = files.flatMap((f) => [
    ...(owners.includes(`/${dir}/${f}`) ? [] : [`CODEOWNERS: /${dir}/${f}`]),
    ...(areas.split(/,\s*/).includes(f.replace(/-api\.ts$/, '')) ? [] : [`architecture §3: ${f}`]),
  ]);
  assert.ok(files.length >= 9, `found ${files.length} endpoint files`);
  assert.deepEqual(missing, []);
});

test('no file cites an issue number: the issues are not in the repository (say the why, or cite docs/)', () => {
  // Applied migrations are history, never edited.
  const files = tracked.filter((f) => !f.includes('/db/migrations/') && !/\.(png|jpe?g|gif|ico|woff2?|ttf)$|package-lock\.json$/.test(f));
  const cited = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        if (/\b[Ii]ssues? #?\d+\b/.test(line)) cited.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  assert.deepEqual(cited, []);
});
