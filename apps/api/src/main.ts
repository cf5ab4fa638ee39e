// First: tracing, when on, must start before the modules it instruments load (docs/operations.md, Traces).
// eslint-disable-next-line import/order -- its place is the point
import { tracing } from './tracing/preload';
import cluster from 'node:cluster';
import { buildApp } from './app';
import { secretBox } from './auth/secret-box';
import { runPrimary, workersFromEnv, workersRefusal } from './cluster';
import { ConfigError, configFromEnv } from './config';
import { deferredDbLog } from './db/log';
import { MigrationChangedError } from './db/migrate';
import { MigrationsPendingError, openDb } from './db/open-db';
import { withStartupLock } from './db/startup-lock';
import { readOperatorSeed, seedOperators } from './operator/seed-operators';
import { seedIfEmpty } from './seed';
import { installShutdown } from './shutdown';

async function main() {
  const config = configFromEnv();
  const workers = workersFromEnv(process.env);
  if (cluster.isPrimary && workers > 1) {
    const refusal = workersRefusal(workers, config.databaseUrl);
    if (refusal) {
      console.error(refusal);
      process.exit(2);
    }
    runPrimary(workers, config.shutdownDrainMs);
    return;
  }
  // Database trouble is logged, never fatal, once running: to standard error until the
  // server's logger exists, then through it.
  const dbLog = deferredDbLog();
  const dbOptions = { settings: config.database, log: dbLog };
  // Instances started together migrate and seed one after another (PostgreSQL advisory lock).
  const { db, seeded } = await withStartupLock(
    config.databaseUrl,
    async () => {
      const opened = await openDb({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        migrations: config.migrateOnStart ? 'apply' : 'check',
        ...dbOptions,
      });
      const seeded = await seedIfEmpty(opened, config);
      if (config.operatorSeedFile)
        await seedOperators(opened, config.kdf, secretBox(config.accountSecretKey), readOperatorSeed(config.operatorSeedFile), new Date());
      return { db: opened, seeded };
    },
    dbOptions,
  );
  const app = await buildApp({ db, config });
  // The spans still buffered go out as the server closes (bounded: a collector away does not hold the exit).
  const traces = tracing;
  if (traces) app.addHook('onClose', () => Promise.race([traces.shutdown(), new Promise<void>((r) => setTimeout(r, 2_000).unref())]));
  dbLog.attach(app.log.child({ component: 'database' }));
  installShutdown(app, db, { drainMs: config.shutdownDrainMs });
  const address = await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir
      ? `embedded PostgreSQL in ${config.dataDir}`
      : 'embedded PostgreSQL in memory';
  const who = cluster.isWorker ? `worker ${process.pid}` : `process ${process.pid}`;
  console.log(
    `API listening on ${address} — ${where}${seeded ? (config.demo ? ', demo data seeded' : ', site content seeded') : ''} (${who})`,
  );
}

main().catch((err) => {
  // Bad settings: the list of what to fix, not a stack (and no secret value: config.ts).
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  // The schema is not the one this server's files describe: what to do, not a stack.
  if (err instanceof MigrationChangedError || err instanceof MigrationsPendingError) {
    console.error(err.message);
    process.exit(3);
  }
  console.error(err);
  process.exit(1);
});
