import pg from 'pg';

/** Any fixed number: every instance of this server takes the same advisory lock. */
const STARTUP_LOCK_KEY = 7_070_001;

/**
 * Runs start-up work (migrations, demo seed) holding a PostgreSQL advisory lock, so instances
 * started together apply each migration once and seed once; the others wait, then find the
 * work done. The embedded database needs none (its folder admits one process).
 */
export async function withStartupLock<T>(databaseUrl: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return fn();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    // Ending the session releases the lock even when fn failed.
    await client.end().catch(() => undefined);
  }
}
