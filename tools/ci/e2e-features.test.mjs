// Pull-request CI runs the end-to-end flows of the features a change affects
// (tools/ci/e2e-features.mjs): a feature's change runs its own flows, the shell's or a shared
// library's change runs them all. Also checks that every flow names its feature correctly,
// since a flow tagged wrong would be skipped by its own team's pull requests.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { flowSelection } from './e2e-features.mjs';

const project = (name, ...tags) => ({ name, tags });
const DOWNSTREAM = [
  project('web', 'type:app', 'scope:web'),
  project('web-e2e', 'type:e2e', 'scope:web'),
  project('storybook', 'type:app', 'scope:web'),
];
const cashier = project('cashier', 'type:feature', 'scope:cashier');
const wallet = project('wallet', 'type:feature', 'scope:wallet');

test("a feature change runs only that feature's flows", () => {
  assert.deepEqual(flowSelection([cashier, ...DOWNSTREAM], ['libs/features/cashier/src/recharge/recharge-view.tsx']), {
    features: ['cashier'],
    flows: [],
  });
  assert.deepEqual(flowSelection([cashier, wallet, ...DOWNSTREAM], ['libs/features/cashier/src/a.ts', 'libs/features/wallet/src/b.ts']), {
    features: ['cashier', 'wallet'],
    flows: [],
  });
});

test("a change to the shell, the flows' support code or a shared library runs every flow", () => {
  assert.deepEqual(flowSelection(DOWNSTREAM, ['apps/web/src/app.tsx']), { all: true });
  assert.deepEqual(flowSelection([project('web-e2e', 'type:e2e')], ['apps/web-e2e/src/support/browser.ts']), { all: true });
  const uiKit = project('ui-kit', 'type:ui', 'scope:shared');
  assert.deepEqual(flowSelection([uiKit, cashier, ...DOWNSTREAM], ['libs/shared/ui-kit/src/index.ts']), { all: true });
  assert.deepEqual(flowSelection([project('api', 'type:server', 'scope:server'), project('web-e2e')], ['apps/api/src/app.ts']), {
    all: true,
  });
});

test('an edited flow runs itself; a change nothing visible depends on runs no flow', () => {
  assert.deepEqual(flowSelection([project('web-e2e', 'type:e2e')], ['apps/web-e2e/src/home.e2e.ts']), {
    features: [],
    flows: ['apps/web-e2e/src/home.e2e.ts'],
  });
  assert.equal(flowSelection([project('workspace-checks', 'type:util')], ['tools/checks/x.test.mjs']), null);
});

test('every flow names features that exist, and a flow named after a feature is tagged with it', () => {
  const features = readdirSync('libs/features');
  const dir = 'apps/web-e2e/src';
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.e2e.ts'))) {
    const first = readFileSync(`${dir}/${file}`, 'utf8').split('\n', 1)[0];
    const tags = /^\/\/ e2e-feature: (.+)$/.exec(first)?.[1].trim().split(/\s+/) ?? [];
    for (const tag of tags) assert.ok(features.includes(tag), `${file}: "${tag}" is no feature library`);
    const prefix = features.find((f) => file.startsWith(`${f}-`));
    if (prefix) assert.ok(tags.includes(prefix), `${file} is named after ${prefix} but not tagged with it`);
  }
});
