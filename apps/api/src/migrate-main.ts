/**
 * `npm run migrate`: the migrate step of a rolling update (docs/operations.md "Migrations").
 * Applies the pending migrations to the configured database under the start-up lock (an
 * instance starting meanwhile waits), prints what it applied, and exits: 0 when the schema is
 * up to date, 3 when an applied migration's file changed, 2 on bad settings, 1 otherwise.
 */
import { ConfigError, configFromEnv } from './config';
import { deferredDbLog } from './db/log';
import { MigrationChangedError } from './db/migrate';
import { openDb } from './db/open-db';
import { withStartupLock } from './db/startup-lock';

async function run(): Promise<void> {
  const config = configFromEnv();
  const log = deferredDbLog();
  const dbOptions = { settings: config.database, log };
  let applied: string[] = [];
  const db = await withStartupLock(
    config.databaseUrl,
    () =>
      openDb({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        migrations: 'apply',
        onApplied: (files) => (applied = files),
        ...dbOptions,
      }),
    dbOptions,
  );
  await db.close();
  console.log(applied.length === 0 ? 'migrate: nothing to apply, the schema is up to date' : `migrate: applied ${applied.join(', ')}`);
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    if (err instanceof MigrationChangedError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error(err);
    process.exit(1);
  },
);
