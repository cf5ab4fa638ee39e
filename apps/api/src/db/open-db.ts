import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';
import type { Db } from './types';

export interface DbOptions {
  /** postgres://… → a real PostgreSQL; otherwise the embedded one. */
  databaseUrl?: string;
  /** Embedded data folder; undefined = in memory. */
  dataDir?: string;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDb(opts: DbOptions): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    db = await openPostgresDb(opts.databaseUrl);
  } else {
    const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
    try {
      const embedded = await openPgliteDb(opts.dataDir);
      db = { ...embedded, close: async () => { await embedded.close(); unlock(); } };
    } catch (err) {
      unlock();
      throw err;
    }
  }
  await migrate(db);
  return db;
}
