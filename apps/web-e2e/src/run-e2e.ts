/**
 * The e2e entry (`nx run web-e2e:e2e`): starts an API server serving the built web app,
 * runs every flow file (`src/*.e2e.ts`, one after the other: they share the server and
 * some flows switch site-wide settings), then stops the server, also on failure or Ctrl-C.
 *   tsx apps/web-e2e/src/run-e2e.ts [--features f1,f2] [--shards N] [name-filter ...]
 * --features runs only the flows of those features (pull-request CI passes the features a change
 * affects, tools/ci/e2e-features.mjs); `shell` names the flows of no feature.
 * --shards N (or E2E_SHARDS) runs N shards side by side, each with a server and database of its
 * own (so no flow sees another shard's site settings), taking the files from one queue; a file's
 * output is printed whole when it ends, and a table of every file's time at the end. Flows
 * spend much of their time waiting on the page (polls, animations), so two shards use a 2-core
 * machine better than one.
 * E2E_FLEET_DATABASE_URL=postgres://… (npm test sets it from TEST_DATABASE_URL) adds the
 * live-money flow across two instances on that database (support/live-money-fleet.ts).
 * E2E_TIMING_DONE_FILE=path: written once the flows marked `// e2e-timing:` (a bound on the
 * screen's time) have ended; they run first (npm test starts other work beside the flows then).
 * E2E_MORE_SHARDS_FILE=path with E2E_MORE_SHARDS=N: once that file appears (npm test writes it
 * when the work it ran beside the flows has ended), N more shards join, taking from the same queue.
 * E2E_RETRIES=N (npm test sets 1): a file that fails runs again, up to N more times, on its shard;
 * one that passes on a later run is listed as flaky (the failed run's output stays in the log),
 * so a flake costs its file's time, not the whole run, and a real fault still fails every run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApi, type ApiServer } from './support/api-server';
import { launchChromiumServer } from './support/browser';
import { FLEET_FLOW, runFleetFlow } from './support/live-money-fleet';
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

/** A marker among a flow file's first lines: `// e2e-<name>: why`. */
const marked = (file: string, name: string): boolean =>
  new RegExp(`^// e2e-${name}:`, 'm').test(readFileSync(file, 'utf8').split('\n', 4).join('\n'));

/** A flow file known to run for minutes: `// e2e-runs-long: why`. */
const runsLong = (file: string): boolean => marked(file, 'runs-long');

/**
 * A flow that holds the screen to a time bound (live money: 1 s from the operator's commit):
 * `// e2e-timing: why`. It runs first, before anything else loads the machine (npm test starts
 * the Storybook checks beside the flows once these have ended: E2E_TIMING_DONE_FILE).
 */
const measuresTime = (file: string): boolean => marked(file, 'timing');

/** A unit of a shard's work: a flow file on the shard's server, or the fleet flow on servers of its own. */
interface Job {
  name: string;
  weight: number;
  timing: boolean;
  start(api: ApiServer, quiet: boolean): Run;
}

interface Run {
  child: ChildProcess | null;
  done: Promise<number>;
}

/**
 * Each file's time in seconds in a whole run (`npm test`: two shards beside the Storybook scan),
 * in apps/web-e2e/flow-seconds.json. The shards take the longest jobs first, so the run ends on
 * short ones that four shards share (a file's size stood for its time badly: the 2 KB route
 * check runs 74 s and, queued last, ran alone at the end of a run for all that time). Every whole
 * run writes its own times to tmp/web-e2e/flow-seconds.json: copy it over when files are added
 * or change much. A file not in the table counts its size at 130 bytes a second, the median.
 */
const FLOW_SECONDS_FILE = join(E2E_DIR, 'flow-seconds.json');
const MEASURED_FLOW_SECONDS_FILE = join(ROOT, 'tmp/web-e2e/flow-seconds.json');
const BYTES_PER_SECOND = 130;

function recordedSeconds(): Record<string, number> {
  return existsSync(FLOW_SECONDS_FILE) ? (JSON.parse(readFileSync(FLOW_SECONDS_FILE, 'utf8')) as Record<string, number>) : {};
}

/**
 * The order the shards take jobs in: the timing flows first (before anything loads the machine),
 * then the longest. Each shard takes the next job when it has finished one, so the shards end
 * within about one short file of each other.
 */
function queueOf(files: string[], webDir: string, fleetDatabaseUrl: string | undefined): Job[] {
  const recorded = recordedSeconds();
  const seconds = (name: string, file: string) =>
    recorded[name] ?? (runsLong(file) ? Number.MAX_SAFE_INTEGER : statSync(file).size / BYTES_PER_SECOND);
  const jobs: Job[] = files.map((file) => {
    const name = file.slice(SRC.length + 1);
    return { name, weight: seconds(name, file), timing: measuresTime(file), start: (api, quiet) => runFile(file, api, quiet) };
  });
  // On PostgreSQL (npm test in CI) the live-money flow runs a second time across two instances.
  const fleetFile = files.find((file) => file.endsWith(`/${FLEET_FLOW}`));
  if (fleetDatabaseUrl && fleetFile) {
    const name = `${FLEET_FLOW} across 2 instances on PostgreSQL`;
    jobs.push({
      name,
      weight: seconds(name, fleetFile),
      timing: measuresTime(fleetFile),
      start: (_api, quiet) => runFleetFlow(webDir, fleetDatabaseUrl, quiet),
    });
  }
  return jobs.sort((a, b) => Number(b.timing) - Number(a.timing) || b.weight - a.weight);
}

/** After a run of every flow: each job's time, longest first, in the shape of flow-seconds.json. */
function writeMeasuredSeconds(outcomes: Outcome[]): void {
  const measured = Object.fromEntries(
    [...outcomes].sort((a, b) => b.seconds - a.seconds).map((o) => [o.file, Math.round(o.seconds)] as const),
  );
  writeFileSync(MEASURED_FLOW_SECONDS_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`  each file's time: ${MEASURED_FLOW_SECONDS_FILE} (the shards' order: apps/web-e2e/flow-seconds.json)`);
}

/**
 * One flow file in a process of its own; with `quiet` its output is kept and printed whole when it
 * ends. The file is run directly, not under `node --test`, which would start a second process
 * (tsx and all) to run it in: ~0.7 s of CPU per file. node:test still runs its tests one after
 * another, reports them and exits with 1 when one fails.
 */
function runFile(file: string, api: ApiServer, quiet: boolean): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', file], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: TSCONFIG,
      E2E_BASE_URL: api.baseUrl,
      E2E_OPERATOR_SESSIONS: JSON.stringify(api.operators),
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

interface Outcome {
  file: string;
  shard: number;
  code: number;
  seconds: number;
  /** How many times the file ran (more than 1: it failed and ran again, E2E_RETRIES). */
  runs: number;
}

/** How many more times a failed file runs (E2E_RETRIES, default none). */
function retries(): number {
  const value = Number(process.env['E2E_RETRIES'] ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * One shard: takes jobs from the shared queue until it is empty, one at a time on its own
 * server. A failed job does not stop the others: every failure is reported at the end.
 */
async function runShard(
  shard: number,
  queue: Job[],
  api: ApiServer,
  quiet: boolean,
  running: Set<Run>,
  stopped: () => boolean,
  timing: TimingFlows,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (;;) {
    // A timing flow measures with nothing but timing flows beside it: a shard done with its own
    // waits for the others rather than start the next file (the languages flow beside live
    // money's poll check once stretched a 1.5 s poll gap to 3.7 s).
    if (!queue[0]?.timing) await timing.allEnded;
    const job = queue.shift();
    if (job === undefined || stopped()) break;
    const started = performance.now();
    let code = 1;
    let runs = 0;
    for (; runs <= retries() && !stopped(); runs++) {
      if (runs > 0) console.log(`e2e: ${job.name} failed on shard ${shard} (exit ${code}); running it again (E2E_RETRIES)`);
      const run = job.start(api, quiet);
      running.add(run);
      code = await run.done;
      running.delete(run);
      if (code === 0) {
        runs++;
        break;
      }
    }
    outcomes.push({ file: job.name, shard, code, seconds: (performance.now() - started) / 1000, runs });
    timing.ended(job);
  }
  return outcomes;
}

interface TimingFlows {
  /** Called when a job ends. */
  ended(job: Job): void;
  /** Settles once every timing flow of the queue has ended (at once when there is none). */
  allEnded: Promise<void>;
}

/**
 * Tracks the timing flows; writes E2E_TIMING_DONE_FILE (when set) once every one of the queue has
 * ended, at once when there is none: npm test waits for it before it loads the machine beside the flows.
 */
function timingFlows(queue: Job[]): TimingFlows {
  const file = process.env['E2E_TIMING_DONE_FILE'];
  let left = queue.filter((job) => job.timing).length;
  let settle: () => void = () => undefined;
  const allEnded = new Promise<void>((resolve) => {
    settle = () => {
      if (file) writeFileSync(file, `${new Date().toISOString()}\n`);
      resolve();
    };
  });
  if (left === 0) settle();
  return {
    ended: (job) => {
      if (job.timing && --left === 0) settle();
    },
    allEnded,
  };
}

/**
 * The shards that join later (E2E_MORE_SHARDS_FILE): while the machine is shared with other work
 * two shards are what it takes without flows running past their bounds; once that work has ended,
 * two shards alone leave most of a core idle (each waits on the page much of the time), so the
 * files left in the queue are spread over more. Polls for the file until the queue is empty.
 */
async function laterShards(
  queue: Job[],
  startShard: (shard: number) => Promise<Outcome[]>,
  firstShard: number,
  stopped: () => boolean,
): Promise<Outcome[]> {
  const file = process.env['E2E_MORE_SHARDS_FILE'];
  const count = Number(process.env['E2E_MORE_SHARDS'] ?? 0);
  if (!file || !Number.isInteger(count) || count < 1) return [];
  while (!existsSync(file)) {
    if (queue.length === 0 || stopped()) return [];
    await sleep(1000);
  }
  // A shard's server costs a few seconds of CPU to start: not worth it for the last file or two.
  const joining = Math.min(count, queue.length - 1);
  if (joining < 1 || stopped()) return [];
  console.log(`e2e: ${joining} more shard(s) join for the ${queue.length} files left`);
  return (await Promise.all(Array.from({ length: joining }, (_, i) => startShard(firstShard + i)))).flat();
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
  const everyFlow = files.length === flowFiles([]).length;
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
  const queue = queueOf(files, webDir, process.env['E2E_FLEET_DATABASE_URL'] || undefined);
  const shardTotal = Math.min(shardCount, queue.length);
  const apis: ApiServer[] = [];
  // One browser for every flow of every shard (each flow connects and opens its own contexts).
  const browser = await launchChromiumServer();
  process.env['E2E_BROWSER_WS'] = browser.wsEndpoint();
  try {
    for (let i = 0; i < shardTotal; i++) {
      const api = await startApi(webDir, shardTotal === 1 ? 'api.log' : `api-${i + 1}.log`);
      apis.push(api);
      console.log(`e2e: API and web app on ${api.baseUrl} (log ${api.logFile})`);
    }
    const running = new Set<Run>();
    let interrupted = false;
    const interrupt = () => {
      interrupted = true;
      running.forEach((run) => run.child?.kill('SIGTERM'));
    };
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    const timing = timingFlows(queue);
    const first = apis.map((api, i) => runShard(i + 1, queue, api, shardTotal > 1, running, () => interrupted, timing));
    const later = laterShards(
      queue,
      async (shard) => {
        const api = await startApi(webDir, `api-${shard}.log`);
        apis.push(api);
        return runShard(shard, queue, api, true, running, () => interrupted, timing);
      },
      shardTotal + 1,
      () => interrupted,
    );
    const outcomes = (await Promise.all([...first, later])).flat();
    const shards = [...new Set(outcomes.map((o) => o.shard))].sort((x, y) => x - y);
    console.log(`\ne2e: ${outcomes.length} runs on ${shards.length} shard(s)`);
    const verdict = (o: Outcome) => (o.code !== 0 ? 'FAILED' : o.runs > 1 ? `passed on run ${o.runs} (FLAKY)` : 'passed');
    for (const o of outcomes) console.log(`  shard ${o.shard}  ${o.seconds.toFixed(1).padStart(6)} s  ${verdict(o)}  ${o.file}`);
    const perShard = shards.map((shard) => outcomes.filter((o) => o.shard === shard).reduce((sum, o) => sum + o.seconds, 0));
    console.log(`  time per shard: ${perShard.map((t) => `${t.toFixed(0)} s`).join(', ')}`);
    const failed = outcomes.filter((o) => o.code !== 0);
    const flaky = outcomes.filter((o) => o.code === 0 && o.runs > 1);
    if (flaky.length > 0) console.log(`e2e: FLAKY (failed, then passed): ${flaky.map((o) => o.file).join(', ')}`);
    if (everyFlow && failed.length === 0 && flaky.length === 0 && !interrupted) writeMeasuredSeconds(outcomes);
    if (failed.length > 0) console.log(`e2e: FAILED ${failed.map((o) => o.file).join(', ')}`);
    return interrupted || failed.length > 0 ? 1 : 0;
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await browser.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
