// Proves on the real project graph that CI's affected runs stay affected-only (issue: one
// team's change must retest only what depends on it). For every project, a change to one of
// its files must affect exactly that project and the projects that depend on it, directly or
// through others: no target input may drag unrelated projects in. For every feature library
// that set must be the shell, the e2e flows and the Storybook, never another feature. New
// projects and features are picked up from the graph, so this file is not edited for them.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ENV = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TELEMETRY: 'false' };
Object.assign(process.env, ENV);
// The shell, its end-to-end flows and the designers' Storybook: what a feature may affect.
const FEATURE_DEPENDENTS = ['storybook', 'web', 'web-e2e'];

/**
 * Nx's own affected computation, called in this process: what `nx show projects --affected
 * --files=<file>` runs (nx/src/command-line/show/projects.js: the project graph, the file's
 * changes, filterAffected), on one graph for every file instead of a CLI process per file, each
 * building the graph again (24 of them took most of this suite's ~70 s of CPU). Nx is pinned;
 * the last test holds these internals to the CLI's answer, so an upgrade that moves them fails
 * here, not silently.
 */
const nxInternal = createRequire(join(process.cwd(), 'node_modules/nx/dist/src/index.js'));
const { createProjectGraphAsync } = nxInternal('./project-graph/project-graph.js');
const { calculateFileChanges } = nxInternal('./project-graph/file-utils.js');
const { filterAffected } = nxInternal('./project-graph/affected/affected-project-graph.js');
const { readNxJson } = nxInternal('./config/nx-json.js');

const sorted = (names) => [...names].sort();

/** A file a team would edit in the project: its public entry, else its first tracked source. */
async function sampleFile(root) {
  for (const name of ['src/index.ts', 'src/main.ts', 'src/main.tsx']) {
    if (existsSync(join(root, name))) return join(root, name);
  }
  const { stdout } = await run('git', ['ls-files', '--', root]);
  // project.json is left out: the workspace checks read every project's configuration.
  const files = stdout.split('\n').filter((f) => f && !f.endsWith('project.json'));
  return files.find((f) => /\.(ts|tsx|mjs)$/.test(f) && !/\.(test|stories)\./.test(f)) ?? files[0];
}

/** Projects that depend on `name`, directly or through others. */
function dependentsOf(graph, name) {
  const found = new Set();
  const queue = [name];
  while (queue.length) {
    const target = queue.shift();
    for (const [source, deps] of Object.entries(graph.dependencies)) {
      if (!found.has(source) && deps.some((d) => d.target === target)) {
        found.add(source);
        queue.push(source);
      }
    }
  }
  return found;
}

/** The projects a change to `file` affects, as `nx show projects --affected --files=<file>` lists them. */
async function affectedBy(file) {
  const nxArgs = { files: [file] };
  const touched = calculateFileChanges(nxArgs.files, nxArgs);
  // filterAffected reads the graph; each file gets a copy all the same.
  const result = await filterAffected(structuredClone(graph), touched, readNxJson());
  return sorted(Object.keys(result.nodes));
}

let graph;
let projects;
let affected;

before(async () => {
  graph = await createProjectGraphAsync({ exitOnError: false });
  projects = await Promise.all(
    Object.values(graph.nodes).map(async (node) => ({
      name: node.name,
      tags: node.data.tags ?? [],
      file: await sampleFile(node.data.root),
    })),
  );
  affected = new Map();
  for (const file of [...projects.map((p) => p.file), '.storybook/preview.tsx']) affected.set(file, await affectedBy(file));
});

test('a change in any project affects exactly that project and its dependents', () => {
  const wrong = [];
  for (const { name, file } of projects) {
    const expected = sorted([name, ...dependentsOf(graph, name)]);
    const actual = affected.get(file);
    if (actual.join() !== expected.join()) wrong.push(`${file}: affected [${actual}] but depends-on graph says [${expected}]`);
  }
  assert.deepEqual(wrong, []);
});

test('a change in a feature affects the feature, the shell, the e2e flows and the Storybook, and no other feature', () => {
  const features = projects.filter((p) => p.tags.includes('type:feature'));
  assert.ok(features.length >= 2, 'the graph lists the feature libraries');
  for (const { name, file } of features) {
    assert.deepEqual(affected.get(file), sorted([name, ...FEATURE_DEPENDENTS]), file);
  }
});

test('the Storybook shows every feature and ui library, and its own config affects only it', () => {
  const shown = graph.dependencies['storybook'].map((d) => d.target);
  for (const p of projects.filter((p) => p.tags.includes('type:feature') || p.tags.includes('type:ui'))) {
    assert.ok(shown.includes(p.name), `storybook depends on ${p.name}`);
  }
  assert.deepEqual(affected.get('.storybook/preview.tsx'), ['storybook']);
});

test("the answers above are the Nx CLI's: `nx show projects --affected` for a feature's file and for the Storybook's config", async () => {
  const feature = projects.find((p) => p.tags.includes('type:feature'));
  for (const file of [feature.file, '.storybook/preview.tsx']) {
    const { stdout } = await run(process.execPath, ['node_modules/.bin/nx', 'show', 'projects', '--affected', `--files=${file}`], {
      env: ENV,
      maxBuffer: 16e6,
    });
    assert.deepEqual(sorted(stdout.split('\n').filter(Boolean)), affected.get(file), file);
  }
});
