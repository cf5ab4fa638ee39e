// Proves the boundary rule bites however lint is run: a plain `npx eslint`, as an editor or a
// pre-commit hook runs it, on a workspace with no Nx project graph cached (a fresh clone).
// Nx's workspace data goes to an empty folder of the test's own, so the real cache is untouched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

test('npx eslint with no project graph cached still rejects a domain file importing react', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'nx-no-graph-'));
  try {
    assert.deepEqual(readdirSync(dataDir), [], 'the run starts with no graph cached');
    const run = spawnSync('npx', ['eslint', '--stdin', '--stdin-filename', 'libs/shared/domain/src/probe.ts'], {
      input: "import { useState } from 'react';\nexport const p = useState;\n",
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false', NX_WORKSPACE_DATA_DIRECTORY: dataDir },
    });
    assert.doesNotMatch(run.stdout, /No cached ProjectGraph/);
    assert.match(run.stdout, /"type:domain" is not allowed to import "react"/);
    assert.equal(run.status, 1, run.stderr);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
