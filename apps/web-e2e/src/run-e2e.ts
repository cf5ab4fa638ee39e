/**
 * The e2e entry (`nx run web-e2e:e2e`): starts one API server serving the built web app,
 * runs every flow file (`src/*.e2e.ts`, one after the other: they share the server and
 * some flows switch site-wide settings), then stops the server, also on failure or Ctrl-C.
 *   tsx apps/web-e2e/src/run-e2e.ts [--features f1,f2] [name-filter ...]
 * --features runs only the flows of those features (pull-request CI passes the features a change
 * affects, tools/ci/e2e-features.mjs); `shell` names the flows of no feature.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startApi, type ApiServer } from './support/api-server';
import { E2E_DIR, ROOT, TSCONFIG, WEB_DIST } from './support/workspace';

const SRC = join(E2E_DIR, 'src');

/**
 * The features a flow belongs to: its first line `// e2e-feature: wallet cashier`. A flow with
 * none is the shell's (it runs when the shell or a shared library changes).
 */
function flowFeatures(file: string): string[] {
  const first = readFileSync(join(SRC, file), 'utf8').split('\n', 1)[0];
  const tagged = /^\/\/ e2e-feature: (.+)$/.exec(first);
  return tagged ? tagged[1].trim().split(/\s+/) : ['shell'];
}

function flowFiles(args: string[]): string[] {
  const at = args.indexOf('--features');
  const features = at === -1 ? null : (args[at + 1] ?? '').split(',').filter(Boolean);
  const filters = at === -1 ? args : args.filter((_, i) => i !== at && i !== at + 1);
  const everything = features === null && filters.length === 0;
  // A flow runs when it belongs to a listed feature or its name matches a filter.
  const chosen = (file: string) =>
    everything || filters.some((f) => file.includes(f)) || (features ?? []).some((f) => flowFeatures(file).includes(f));
  return readdirSync(SRC)
    .filter((file) => file.endsWith('.e2e.ts') && chosen(file))
    .sort()
    .map((file) => join(SRC, file));
}

function runFlows(files: string[], api: ApiServer): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TSX_TSCONFIG_PATH: TSCONFIG, E2E_BASE_URL: api.baseUrl, E2E_ADMIN_TOKEN: api.adminToken },
    },
  );
  const done = new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return { child, done };
}

async function main(): Promise<number> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.error(`${WEB_DIST}/index.html is missing: build the web app first (nx run web:build)`);
    return 1;
  }
  const files = flowFiles(process.argv.slice(2));
  if (files.length === 0) {
    // A feature with no flows of its own is fine; a name filter that matches nothing is a typo.
    const byFeature = process.argv.includes('--features');
    console.error(byFeature ? 'no flow belongs to these features' : 'no flow matches the filter');
    return byFeature ? 0 : 1;
  }
  // A private copy: a web build started meanwhile (watch mode, another terminal) empties
  // dist/apps/web, and the flows would load half a deployment.
  const webDir = join(ROOT, 'tmp/web-e2e/web');
  rmSync(webDir, { recursive: true, force: true });
  cpSync(WEB_DIST, webDir, { recursive: true });
  const api = await startApi(webDir);
  console.log(`e2e: API and web app on ${api.baseUrl} (log ${api.logFile})`);
  const flows = runFlows(files, api);
  const interrupt = () => flows.child.kill('SIGTERM');
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    return await flows.done;
  } finally {
    await api.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
