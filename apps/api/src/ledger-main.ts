/**
 * `npm run ledger:check` (built: `node dist/apps/api/ledger-check.js`): the books of the configured
 * database checked once (docs/operations.md "Ledger check"). Applies no migration and writes
 * nothing; prints one line when the books hold, else every kind of finding with its first rows.
 * `--json` prints the result as JSON instead (the restore drill reads it). Exits 0 when the books
 * hold, 4 when the check found a problem, 2 on bad settings, 3 when the schema is not this
 * server's, 1 when it could not run.
 */
import { ConfigError, configFromEnv } from './config';
import { deferredDbLog } from './db/log';
import { MigrationChangedError } from './db/migrate';
import { MigrationsPendingError, openDb } from './db/open-db';
import { checkLedger, formatLedgerCheck } from './money/ledger-check';

async function run(): Promise<number> {
  const config = configFromEnv();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrations: 'check',
    settings: config.database,
    log: deferredDbLog(),
  });
  try {
    const result = await checkLedger(db);
    console.log(process.argv.includes('--json') ? JSON.stringify(result) : formatLedgerCheck(result));
    return result.ok ? 0 : 4;
  } finally {
    await db.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    if (err instanceof MigrationChangedError || err instanceof MigrationsPendingError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error(err);
    process.exit(1);
  },
);
