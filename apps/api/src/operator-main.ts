/**
 * `npm run operator -- create <username> --role <role>`: creates an operator on the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR while no server holds it) and prints
 * the one-time password and the `otpauth://` URI once; the first admin is made this way
 * (docs/operations.md "Operators"). `npm run audit:verify` (`operator -- audit-verify`) walks
 * the audit trail's hash chain: exit 0 when every row verifies, 4 naming the first row that
 * does not. The built image runs the same as `node dist/apps/api/operator.js …`.
 * Exit codes: 0 done, 2 bad settings or arguments, 4 the trail does not verify, 1 otherwise.
 */
import { secretBox } from './auth/secret-box';
import { ConfigError, configFromEnv } from './config';
import { deferredDbLog } from './db/log';
import { openDb } from './db/open-db';
import { withStartupLock } from './db/startup-lock';
import { BizError } from './http/envelope';
import { createOperator } from './operator/accounts';
import { cliActor } from './operator/actor';
import { verifyAudit } from './operator/audit';
import { ROLES } from './operator/roles';

const USAGE = `usage: npm run operator -- create <username> --role <${ROLES.join('|')}>
       npm run audit:verify`;

class UsageError extends Error {}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'create' && command !== 'audit-verify') throw new UsageError(USAGE);
  const config = configFromEnv();
  const log = deferredDbLog();
  const dbOptions = { settings: config.database, log };
  const db = await withStartupLock(
    config.databaseUrl,
    () => openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...dbOptions }),
    dbOptions,
  );
  try {
    if (command === 'audit-verify') {
      const check = await verifyAudit(db);
      if (check.broken) {
        console.error(
          `audit:verify: row ${check.broken.id} does not verify (${check.broken.problem === 'hash' ? 'its content changed' : 'the row before it is missing or changed'}); ${check.rows} rows read`,
        );
        return 4;
      }
      console.log(`audit:verify: ${check.rows} rows, the chain holds`);
      return 0;
    }
    const username = rest.find((a) => !a.startsWith('--'));
    const roleAt = rest.indexOf('--role');
    const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
    if (!username || !role) throw new UsageError(USAGE);
    const made = await createOperator(
      db,
      config.kdf,
      secretBox(config.accountSecretKey),
      { username, role },
      cliActor(process.env['USER'] ?? 'cli'),
      new Date(),
    );
    // Printed once and never stored in clear: the operator types the password at the first
    // login and scans the URI into an authenticator app.
    console.log(`operator ${made.username} (${made.role}) created`);
    console.log(`one-time password: ${made.password}`);
    console.log(`TOTP (scan into an authenticator app): ${made.otpauth}`);
    return 0;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof UsageError || err instanceof BizError) {
      console.error(err.message);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  },
);
