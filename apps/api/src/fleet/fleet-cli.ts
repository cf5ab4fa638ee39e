/**
 * The database side of the fleet proof (tools/fleet/fleet-proof.mjs), run with tsx against
 * DATABASE_URL, or the embedded database in DATA_DIR while no server holds it:
 *   setup <members>   seeds the site, makes the members, prints them as JSON
 *   check <ids,...>   prints the books of those members as JSON
 *   members <count>   seeds the site, makes bare members for the push benchmark, prints them
 */
import { configFromEnv } from '../config';
import { openDb } from '../db/open-db';
import { seedIfEmpty } from '../seed';
import { readBooks } from './fleet-check';
import { setUpBareMembers, setUpFleet } from './fleet-setup';

async function run() {
  const [command, arg] = process.argv.slice(2);
  const config = configFromEnv();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'setup') {
      await seedIfEmpty(db, config);
      console.log(JSON.stringify(await setUpFleet(db, Number(arg), new Date())));
    } else if (command === 'members') {
      await seedIfEmpty(db, config);
      console.log(JSON.stringify(await setUpBareMembers(db, Number(arg), 1_000_00, new Date())));
    } else if (command === 'check') {
      console.log(JSON.stringify(await readBooks(db, String(arg).split(',').map(Number))));
    } else {
      throw new Error('usage: fleet-cli.ts setup <members> | check <ids,...> | members <count>');
    }
  } finally {
    await db.close();
  }
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
