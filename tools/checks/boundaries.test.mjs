// Proves the dependency rules of docs/architecture.md §2 fail lint: each case lints a probe file
// placed (virtually, nothing is written) inside a real project and expects the boundary rule
// to report it; a control case proves an allowed import stays clean.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

const BOUNDARY_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId)).map((m) => m.message);
}

const forbidden = [
  ['domain importing react', 'libs/shared/domain/src/probe.ts', "import { useState } from 'react';\nexport const p = useState;\n", /react/],
  [
    'domain importing another layer (routing)',
    'libs/shared/domain/src/probe.ts',
    "import * as r from '@h5/routing';\nexport const p = r;\n",
    /type:domain/,
  ],
  [
    'domain importing ui-kit (also a cycle)',
    'libs/shared/domain/src/probe.ts',
    "import * as k from '@h5/ui-kit';\nexport const p = k;\n",
    /domain/,
  ],
  [
    'contract importing fastify',
    'libs/shared/api-contract/src/probe.ts',
    "import Fastify from 'fastify';\nexport const p = Fastify;\n",
    /fastify/,
  ],
  [
    'contract importing domain',
    'libs/shared/api-contract/src/probe.ts',
    "import * as d from '@h5/domain';\nexport const p = d;\n",
    /type:contract/,
  ],
  [
    'ui-kit importing redux',
    'libs/shared/ui-kit/src/probe.ts',
    "import { configureStore } from '@reduxjs/toolkit';\nexport const p = configureStore;\n",
    /@reduxjs/,
  ],
  [
    'ui-kit importing the router',
    'libs/shared/ui-kit/src/probe.ts',
    "import { Link } from 'react-router-dom';\nexport const p = Link;\n",
    /react-router-dom/,
  ],
  ['server importing ui-kit', 'apps/api/src/probe.ts', "import * as k from '@h5/ui-kit';\nexport const p = k;\n", /type:server/],
  ['routing importing domain', 'libs/shared/routing/src/probe.ts', "import * as d from '@h5/domain';\nexport const p = d;\n", /type:util/],
  [
    'the app importing test-utils outside tests',
    'apps/web/src/probe.ts',
    "import * as t from '@h5/test-utils';\nexport const p = t;\n",
    /type:app/,
  ],
  [
    'ui-kit importing the feature kit',
    'libs/shared/ui-kit/src/probe.ts',
    "import * as f from '@h5/feature-kit';\nexport const p = f;\n",
    // The feature kit builds on ui-kit, so Nx names the cycle before the tag rule.
    /type:ui|Circular dependency between "ui-kit" and "feature-kit"/,
  ],
  [
    'api-client importing the feature kit',
    'libs/shared/api-client/src/probe.ts',
    "import * as f from '@h5/feature-kit';\nexport const p = f;\n",
    // The feature kit builds on api-client, so Nx names the cycle before the tag rule.
    /type:data-access|Circular dependency between "api-client" and "feature-kit"/,
  ],
  [
    'a feature importing another feature',
    'libs/features/auth/src/probe.ts',
    "import * as g from '@h5/games';\nexport const p = g;\n",
    /type:feature/,
  ],
  [
    'the shell reaching into a feature (deep import)',
    'apps/web/src/probe.ts',
    "import * as g from '@h5/auth/src/login/login-page';\nexport const p = g;\n",
    /public entry/,
  ],
  [
    'the shell reaching into a feature by relative path',
    'apps/web/src/probe.ts',
    "import * as g from '../../../libs/features/auth/src/index';\nexport const p = g;\n",
    /relative or absolute path/,
  ],
];

for (const [name, file, code, expected] of forbidden) {
  test(`lint rejects ${name}`, async () => {
    const errors = await boundaryErrors(file, code);
    assert.ok(errors.length > 0, `expected a boundary error for ${name}`);
    assert.match(errors.join('\n'), expected);
  });
}

test('lint accepts allowed imports (ui-kit using domain, the shell using a feature entry, tests using test-utils)', async () => {
  assert.deepEqual(
    await boundaryErrors('apps/web/src/probe.ts', "import { authRoutes } from '@h5/auth';\nexport const p = authRoutes;\n"),
    [],
  );
  assert.deepEqual(await boundaryErrors('libs/shared/ui-kit/src/probe.ts', "import * as d from '@h5/domain';\nexport const p = d;\n"), []);
  assert.deepEqual(
    await boundaryErrors('libs/features/wallet/src/probe.ts', "import * as f from '@h5/feature-kit';\nexport const p = f;\n"),
    [],
  );
  assert.deepEqual(await boundaryErrors('apps/web/src/probe.test.tsx', "import * as t from '@h5/test-utils';\nexport const p = t;\n"), []);
});
