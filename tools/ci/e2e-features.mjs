// Which end-to-end flows a change needs (pull-request CI, tools/ci/affected.sh): the flows of
// each feature the change affects, and every flow (the shell's included) when the shell, the
// flows' own support code or anything below the features (a shared library, the server, the
// build tools) changed, since every screen stands on those.
//   node tools/ci/e2e-features.mjs BASE HEAD   → prints run-e2e.ts's arguments, or "none"
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

// Projects whose change alone never needs a flow: the flows run for what they affect instead.
const ONLY_DOWNSTREAM = new Set(['web', 'web-e2e', 'storybook', 'workspace-checks']);

/**
 * @param {{ name: string, tags: string[] }[]} affected the projects the change affects
 * @param {string[]} changed the paths the change touches
 * @returns {null | { all: true } | { features: string[] }} null: no flow needed
 */
export function flowSelection(affected, changed) {
  if (!affected.some((p) => p.name === 'web-e2e')) return null;
  const shellTouched = changed.some((f) => f.startsWith('apps/web/') || /^apps\/web-e2e\/(?!src\/[^/]+\.e2e\.ts$)/.test(f));
  const below = affected.some((p) => !ONLY_DOWNSTREAM.has(p.name) && !p.tags.includes('type:feature'));
  if (shellTouched || below) return { all: true };
  const features = affected.filter((p) => p.tags.includes('type:feature')).map((p) => p.tags.find((t) => t.startsWith('scope:')).slice(6));
  // A flow file edited on its own runs too: its features are named in its first line.
  const flows = changed.filter((f) => /^apps\/web-e2e\/src\/[^/]+\.e2e\.ts$/.test(f));
  return { features: [...new Set(features)].sort(), flows };
}

function main([base = 'main', head = 'HEAD']) {
  const env = { ...process.env, NX_DAEMON: 'false' };
  const nx = (...args) => execFileSync(process.execPath, ['node_modules/.bin/nx', ...args], { env, encoding: 'utf8' });
  const names = JSON.parse(nx('show', 'projects', '--affected', `--base=${base}`, `--head=${head}`, '--json'));
  const affected = names.map((name) => ({ name, tags: JSON.parse(nx('show', 'project', name, '--json')).tags ?? [] }));
  const changed = execFileSync('git', ['diff', '--name-only', `${base}...${head}`], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const selection = flowSelection(affected, changed);
  if (selection === null) return console.log('none');
  if ('all' in selection) return console.log('');
  // Features select tagged flows; an edited flow is added by its name (run-e2e.ts runs both).
  const flowNames = selection.flows.map((f) =>
    f
      .split('/')
      .pop()
      .replace(/\.e2e\.ts$/, ''),
  );
  const features = selection.features.length > 0 ? ['--features', selection.features.join(',')] : [];
  console.log([...features, ...flowNames].join(' '));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
