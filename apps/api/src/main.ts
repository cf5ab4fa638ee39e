import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDb } from './db/open-db';
import { seedIfEmpty } from './seed';

async function main() {
  const config = configFromEnv();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedIfEmpty(db, config);
  const app = await buildApp({ db, config });
  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const address = await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir ? `embedded PostgreSQL in ${config.dataDir}` : 'embedded PostgreSQL in memory';
  console.log(`API listening on ${address} — ${where}${seeded ? ', demo data seeded' : ''}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
