// Proves the dependency rules of ARCHITECTURE.md §2 fail lint: each case lints a probe file
// placed (virtually, nothing is written) inside a real project and expects the boundary rule
// to report it; a control case proves an allowed import stays clean.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

const forbidden = [
  ['domain importing react', 'libs/shared/domain/src/probe.ts', "import { useState } from 'react';\nexport const p = useState;\n", /react/],
  ['domain importing another layer (routing)', 'libs/shared/domain/src/probe.ts', "import * as r from '@h5/routing';\nexport const p = r;\n", /type:domain/],
  ['domain importing ui-kit (also a cycle)', 'libs/shared/domain/src/probe.ts', "import * as k from '@h5/ui-kit';\nexport const p = k;\n", /domain/],
  ['contract importing fastify', 'libs/shared/api-contract/src/probe.ts', "import Fastify from 'fastify';\nexport const p = Fastify;\n", /fastify/],
  ['contract importing domain', 'libs/shared/api-contract/src/probe.ts', "import * as d from '@h5/domain';\nexport const p = d;\n", /type:contract/],
  ['ui-kit importing redux', 'libs/shared/ui-kit/src/probe.ts', "import { configureStore } from '@reduxjs/toolkit';\nexport const p = configureStore;\n", /@reduxjs/],
  ['ui-kit importing the router', 'libs/shared/ui-kit/src/probe.ts', "import { Link } from 'react-router-dom';\nexport const p = Link;\n", /react-router-dom/],
  ['server importing ui-kit', 'apps/api/src/probe.ts', "import * as k from '@h5/ui-kit';\nexport const p = k;\n", /type:server/],
  ['routing importing domain', 'libs/shared/routing/src/probe.ts', "import * as d from '@h5/domain';\nexport const p = d;\n", /type:util/],
  ['a library importing test-utils outside tests', 'libs/shared/ui-kit/src/probe.ts', "import * as t from '@h5/test-utils';\nexport const p = t;\n", /type:ui/],
];

for (const [name, file, code, expected] of forbidden) {
  test(`lint rejects ${name}`, async () => {
    const errors = await boundaryErrors(file, code);
    assert.ok(errors.length > 0, `expected a boundary error for ${name}`);
    assert.match(errors.join('\n'), expected);
  });
}

test('lint accepts allowed imports (ui-kit using domain, tests using test-utils)', async () => {
  assert.deepEqual(await boundaryErrors('libs/shared/ui-kit/src/probe.ts', "import * as d from '@h5/domain';\nexport const p = d;\n"), []);
  assert.deepEqual(await boundaryErrors('libs/shared/ui-kit/src/probe.test.ts', "import * as t from '@h5/test-utils';\nexport const p = t;\n"), []);
});
