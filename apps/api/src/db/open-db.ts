import { lockDataDir } from './data-dir-lock';
import { checkMigrations, migrate } from './migrate';
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
  /**
   * 'apply' (default): apply pending migrations. 'check': apply none (the `migrate` step does,
   * docs/operations.md "Migrations"); refuse when one is pending or an applied one changed.
   */
  migrations?: 'apply' | 'check';
  /** Told the migrations this opening applied (the migrate step prints them). */
  onApplied?: (files: string[]) => void;
}

/** MIGRATE_ON_START=0 and the database lacks migrations this server needs. */
export class MigrationsPendingError extends Error {
  constructor(readonly files: string[]) {
    super(
      `${files.length} migration${files.length > 1 ? 's' : ''} not applied (${files.join(', ')}) and MIGRATE_ON_START=0: ` +
        'run the migrate step first (npm run migrate; docs/operations.md "Migrations")',
    );
    this.name = 'MigrationsPendingError';
  }
}

async function bringUpToDate(db: Db, opts: DbOptions): Promise<void> {
  if ((opts.migrations ?? 'apply') === 'apply') {
    const applied = await migrate(db);
    opts.onApplied?.(applied);
    return;
  }
  const pending = await checkMigrations(db);
  if (pending.length > 0) throw new MigrationsPendingError(pending);
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
      await bringUpToDate(migrating, opts);
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
  try {
    await bringUpToDate(db, opts);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
