import cluster, { type Worker } from 'node:cluster';
import { SHUTDOWN_LIMIT_MS } from './shutdown';

/** WORKERS=N (N ≥ 1); 1 when unset. */
export function workersFromEnv(env: NodeJS.ProcessEnv): number {
  const text = env['WORKERS'] ?? '1';
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, got ${text}`);
  return n;
}

/** Why several workers cannot run on this configuration, or null when they can. */
export function workersRefusal(workers: number, databaseUrl: string | undefined): string | null {
  if (workers <= 1 || databaseUrl) return null;
  return (
    `WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database keeps its data in one ` +
    'folder that only one process may open. Set DATABASE_URL=postgres://… or run one worker.'
  );
}

/**
 * The primary of `WORKERS=N`: forks N copies of this server (node:cluster; they share the
 * port and the primary hands out connections), replaces a worker that dies, and on
 * SIGTERM/SIGINT passes the signal on, waits for every worker's graceful shutdown and exits.
 * The primary itself opens no database.
 */
export function runPrimary(workers: number, drainMs = 0): void {
  let stopping = false;
  // A worker that dies before it ever listened failed to start (bad settings, database down):
  // starting it again would only loop, so it is not replaced.
  const listened = new Set<number>();
  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code})`);
    if (!listened.has(worker.id)) {
      console.error('it never started listening; not replacing it (see the error above)');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each worker holds itself to its drain and the limit after it; this is the backstop.
    setTimeout(
      () => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      },
      (signal === 'SIGTERM' ? drainMs : 0) + SHUTDOWN_LIMIT_MS,
    ).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
