import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { signInOperators, writeOperatorSeed, type OperatorSessions } from './operators';
import { ROOT } from './workspace';

export interface ApiServer {
  baseUrl: string;
  /** A signed-in operator of each role the flows use (./operators.ts). */
  operators: OperatorSessions;
  logFile: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;
const LISTENING = /listening (?:on|at) (http:\/\/[^\s"]+)/;

/**
 * Starts apps/api as a child process on a fresh in-memory database (seeded with the demo
 * data), serving the built web app in `webDir` from the same origin, on a port the OS picks.
 * `env` adds to or overrides its settings (DATABASE_URL: a PostgreSQL database instead).
 */
export async function startApi(webDir: string, logName = 'api.log', env: Record<string, string> = {}): Promise<ApiServer> {
  const logDir = join(ROOT, 'tmp/web-e2e');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, logName);
  const seedFile = join(logDir, `${logName}.operators-${randomBytes(4).toString('hex')}.json`);
  const seed = writeOperatorSeed(seedFile);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    // Its own process group, so stop() also reaches anything the server spawns.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.base.json'),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: ':memory:',
      // The flows act as operators with accounts of their own (./operators.ts); no break-glass token.
      OPERATOR_SEED_FILE: seedFile,
      WEB_DIR: webDir,
      LOG_LEVEL: 'warn',
      // The flows log in as the demo member (production mode seeds it only for the demo).
      DEMO: '1',
      // Its stop need not wait for a balancer (docs/operations.md "Shutdown and drain").
      SHUTDOWN_DRAIN_MS: '0',
      DEMO_AUTO_APPROVE_SECONDS: '0',
      // Every flow logs in from 127.0.0.1; the limiter itself is covered by the API suites.
      AUTH_RATE_PER_IP: '10000',
      AUTH_RATE_PER_NAME: '10000',
      ...env,
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = () => stopProcess(child);
  try {
    const baseUrl = await waitForListening(child);
    await waitForApi(baseUrl);
    return { baseUrl, operators: await signInOperators(baseUrl, seed), logFile, stop };
  } catch (err) {
    await stop();
    throw new Error(`the API did not start (log: ${logFile}): ${(err as Error).message}`);
  } finally {
    // Read at start-up only: the passwords do not stay on disk.
    rmSync(seedFile, { force: true });
  }
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no 'listening' line within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      const match = LISTENING.exec(seen);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      // The API prints localhost or 0.0.0.0 forms too; the browser must use the loopback address.
      resolvePromise(match[1].replace(/\/$/, ''));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited with code ${code}`));
    });
  });
}

async function waitForApi(baseUrl: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/api/app`, { method: 'POST' });
      const body = (await res.json()) as { code?: number };
      if (body.code === 200) return;
    } catch {
      // Not accepting connections yet.
    }
    if (Date.now() > deadline) throw new Error(`${baseUrl}/api/app did not answer code 200`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolvePromise) => {
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal);
      } catch {
        // Already gone.
      }
    };
    const hard = setTimeout(() => killGroup('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(hard);
      resolvePromise();
    });
    killGroup('SIGTERM');
  });
}
