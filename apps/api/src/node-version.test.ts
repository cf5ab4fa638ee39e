// The test command runs these suites on the Node of API_TEST_NODE when it is set (tools/test-all.sh:
// the image's Node 24, deploy/node-version): a setting that silently ran them on another
// Node would prove nothing about the one production runs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

it('runs on the Node that API_TEST_NODE names, when set', () => {
  const wanted = process.env['API_TEST_NODE'];
  if (!wanted) return;
  expect(process.version).toBe(execFileSync(wanted, ['--version'], { encoding: 'utf8' }).trim());
  expect(process.version).toBe(`v${readFileSync(join(ROOT, 'deploy/node-version'), 'utf8').trim()}`);
});
