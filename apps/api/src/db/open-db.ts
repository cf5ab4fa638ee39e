import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';
import { DEFAULT_DB_SETTINGS, type DbSettings, MIGRATION_DB_SETTINGS } from './settings';
import type { DbLog } from './log';
import type { Db } from './types';

export interface DbOptions {
  /** postgres://… → a real PostgreSQL; otherwise the embedded one. */
  databaseUrl?: string;
  /** Embedded data folder; undefined = in memory. */
  dataDir?: string;
  /** Pool size and timeouts (PostgreSQL only); the defaults otherwise. */
  settings?: DbSettings;
  /** Where connection trouble is reported (PostgreSQL only). */
  log?: DbLog;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    // Migrations get their own connection without the statement limit the serving pool has.
    const migrating = await openPostgresDb(opts.databaseUrl, {
      settings: { ...MIGRATION_DB_SETTINGS, connectTimeoutMs: (opts.settings ?? DEFAULT_DB_SETTINGS).connectTimeoutMs },
      log: opts.log,
    });
    try {
      await migrate(migrating);
    } finally {
      await migrating.close();
    }
    return openPostgresDb(opts.databaseUrl, { settings: opts.settings, log: opts.log });
  }
  let db: Db;
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  try {
    const embedded = await openPgliteDb(opts.dataDir);
    db = {
      ...embedded,
      close: async () => {
        await embedded.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
  await migrate(db);
  return db;
}
