/**
 * The e2e entry (`nx run web-e2e:e2e`): starts an API server serving the built web app,
 * runs every flow file (`src/*.e2e.ts`, one after the other: they share the server and
 * some flows switch site-wide settings), then stops the server, also on failure or Ctrl-C.
 *   tsx apps/web-e2e/src/run-e2e.ts [--features f1,f2] [--shards N] [name-filter ...]
 * --features runs only the flows of those features (pull-request CI passes the features a change
 * affects, tools/ci/e2e-features.mjs); `shell` names the flows of no feature.
 * --shards N (or E2E_SHARDS) splits the files over N runners side by side, each with a server
 * and database of its own, so no flow sees another shard's site settings; a shard's output is
 * printed whole when it ends. Flows spend much of their time waiting on the page (polls,
 * animations), so two shards use a 2-core machine better than one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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

/** The value of `--name value`, and the arguments without that pair. */
function option(args: string[], name: string): { value: string | null; rest: string[] } {
  const at = args.indexOf(name);
  if (at === -1) return { value: null, rest: args };
  return { value: args[at + 1] ?? '', rest: args.filter((_, i) => i !== at && i !== at + 1) };
}

function flowFiles(args: string[]): string[] {
  const { value: listed, rest: filters } = option(args, '--features');
  const features = listed === null ? null : listed.split(',').filter(Boolean);
  const everything = features === null && filters.length === 0;
  // A flow runs when it belongs to a listed feature or its name matches a filter.
  const chosen = (file: string) =>
    everything || filters.some((f) => file.includes(f)) || (features ?? []).some((f) => flowFeatures(file).includes(f));
  return readdirSync(SRC)
    .filter((file) => file.endsWith('.e2e.ts') && chosen(file))
    .sort()
    .map((file) => join(SRC, file));
}

/**
 * Splits the files into `count` shards of about equal size (largest first into the lightest
 * shard; a file's size stands for its running time well enough), each keeping name order.
 */
function shardsOf(files: string[], count: number): string[][] {
  const shards = Array.from({ length: Math.min(count, files.length) }, () => ({ files: [] as string[], weight: 0 }));
  const bySize = files.map((file) => ({ file, size: statSync(file).size })).sort((a, b) => b.size - a.size);
  for (const { file, size } of bySize) {
    const lightest = shards.reduce((min, shard) => (shard.weight < min.weight ? shard : min));
    lightest.files.push(file);
    lightest.weight += size;
  }
  return shards.map((shard) => shard.files.sort());
}

/** One shard's runner; with `quiet` its output is kept and printed whole when it ends. */
function runFlows(files: string[], api: ApiServer, quiet: boolean): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: TSCONFIG,
      E2E_BASE_URL: api.baseUrl,
      E2E_ADMIN_TOKEN: api.adminToken,
      E2E_API_LOG: api.logFile,
    },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const done = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  return { child, done };
}

async function main(): Promise<number> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.error(`${WEB_DIST}/index.html is missing: build the web app first (nx run web:build)`);
    return 1;
  }
  const { value: shardOption, rest: args } = option(process.argv.slice(2), '--shards');
  const shardCount = Number(shardOption ?? process.env['E2E_SHARDS'] ?? 1);
  if (!Number.isInteger(shardCount) || shardCount < 1) {
    console.error(`--shards wants a whole number of at least 1, not ${shardOption ?? process.env['E2E_SHARDS']}`);
    return 1;
  }
  const files = flowFiles(args);
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
  const shards = shardsOf(files, shardCount);
  const apis: ApiServer[] = [];
  try {
    for (const [i] of shards.entries()) {
      const api = await startApi(webDir, shards.length === 1 ? 'api.log' : `api-${i + 1}.log`);
      apis.push(api);
      console.log(`e2e: API and web app on ${api.baseUrl} (log ${api.logFile})`);
    }
    if (shards.length > 1)
      shards.forEach((shard, i) => console.log(`e2e shard ${i + 1}: ${shard.map((f) => f.slice(SRC.length + 1)).join(' ')}`));
    const runs = shards.map((shard, i) => runFlows(shard, apis[i], shards.length > 1));
    const interrupt = () => runs.forEach((run) => run.child.kill('SIGTERM'));
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    const codes = await Promise.all(runs.map((run) => run.done));
    return codes.find((code) => code !== 0) ?? 0;
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
