import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/** The processes' sealing key (a production start needs one): fixed, so a restarted process opens what the last one sealed. */
const FAULT_TEST_ACCOUNT_SECRET_KEY = createHash('sha256').update('h5 fault tests account secret key').digest('hex');

/** The API as an operator runs it (apps/api/src/main.ts), in its own process, for fault tests. */
export interface ApiProcess {
  proc: ChildProcess;
  base: string;
  /** Everything it wrote (its log lines). */
  output(): string;
  /** Exit code or signal, once it has exited; null while it lives. */
  exited(): string | null;
  stop(): Promise<void>;
}

const MAIN = join(__dirname, '..', '..', 'main.ts');
const START_TIMEOUT_MS = 45_000;

export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // jest's NODE_OPTIONS (vm modules) are not the server's.
  const parent = { ...process.env };
  delete parent['NODE_OPTIONS'];
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...parent,
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'production',
      WORKERS: '1',
      DEMO_AUTO_APPROVE_SECONDS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      // Production does not start without its sealing key; the development one serves a test.
      ACCOUNT_SECRET_KEY: FAULT_TEST_ACCOUNT_SECRET_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let exit: string | null = null;
  proc.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  proc.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) =>
    proc.on('exit', (code, signal) => {
      exit = String(signal ?? code);
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in time:\n${out}`)), START_TIMEOUT_MS);
    const poll = setInterval(() => {
      const base = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (exit !== null) {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`the API exited (${exit}) before listening:\n${out}`));
      } else if (base) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve({
          proc,
          base,
          output: () => out,
          exited: () => exit,
          async stop() {
            if (exit === null) proc.kill('SIGTERM');
            await ended;
          },
        });
      }
    }, 50);
  });
}
