/**
 * `npm run migrate`: the migrate step of a rolling update (docs/operations.md "Migrations").
 * Applies the pending migrations to the configured database under the start-up lock (an
 * instance starting meanwhile waits), seals the TOTP secrets stored in clear, prints what it
 * did, and exits: 0 when the schema is up to date, 3 when an applied migration's file changed,
 * 2 on bad settings (ACCOUNT_SECRET_KEY missing in production included), 1 otherwise.
 */
import { sealPlainTotpSecrets } from './accounts/totp';
import { secretBox } from './auth/secret-box';
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
  // TOTP secrets stored in clear (before sealing) are sealed here too, with the key SQL never
  // sees; the new instances would seal them at start anyway (docs/security.md).
  let sealed = 0;
  try {
    sealed = await sealPlainTotpSecrets(db, secretBox(config.accountSecretKey));
  } finally {
    await db.close();
  }
  console.log(applied.length === 0 ? 'migrate: nothing to apply, the schema is up to date' : `migrate: applied ${applied.join(', ')}`);
  if (sealed > 0) console.log(`migrate: sealed ${sealed} TOTP secret${sealed > 1 ? 's' : ''} stored in clear`);
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
