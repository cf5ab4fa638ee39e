import { connectSessionWhenAvailable } from './session';
import { DEFAULT_DB_SETTINGS, type DbSettings } from './settings';
import type { DbLog } from './log';

/** Any fixed number: every instance of this server takes the same advisory lock. */
const STARTUP_LOCK_KEY = 7_070_001;

/**
 * Runs start-up work (migrations, demo seed) holding a PostgreSQL advisory lock, so instances
 * started together apply each migration once and seed once; the others wait, then find the
 * work done. The embedded database needs none (its folder admits one process).
 * An instance started while the database is away waits for it (logging) instead of exiting.
 * The lock belongs to this one session: if the database restarts meanwhile, the session ends,
 * the server releases the lock, and the next instance to ask gets it.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  fn: () => Promise<T>,
  opts: { settings?: DbSettings; log?: DbLog } = {},
): Promise<T> {
  if (!databaseUrl) return fn();
  // Waiting for the lock is not a statement to time out: another instance may be migrating.
  const settings = { ...(opts.settings ?? DEFAULT_DB_SETTINGS), statementTimeoutMs: 0 };
  const client = await connectSessionWhenAvailable(databaseUrl, { label: 'startup lock', settings, log: opts.log });
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    // Ending the session releases the lock even when fn failed.
    await client.end().catch(() => undefined);
  }
}
