import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret } from 'otpauth';
import { secretBox } from './auth/secret-box';
import { checkMigrations, migrate, MigrationChangedError, migrationFiles } from './db/migrate';
import { openPgliteDb } from './db/pglite-db';
import { openPostgresDb } from './db/postgres-db';
import { resetPostgres } from './test/harness';

// Migrations as a step (docs/operations.md "Migrations"): `npm run migrate` applies what is
// pending and exits, a second run does nothing, an applied migration whose file changed is
// refused (checksums), and an instance started with MIGRATE_ON_START=0 applies nothing.
const SRC = __dirname;

function run(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const parent = { ...process.env };
  delete parent['NODE_OPTIONS'];
  delete parent['DATABASE_URL'];
  const proc = spawn(process.execPath, ['--import', 'tsx', join(SRC, script)], {
    env: { ...parent, HOST: '127.0.0.1', PORT: '0', WORKERS: '1', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  proc.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const timer = setTimeout(() => proc.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('migrations: checksums', () => {
  it('applies once, records checksums, adopts old rows, refuses a changed applied file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-migrations-'));
    writeFileSync(join(dir, '001_a.sql'), 'CREATE TABLE a (id INT);\n');
    writeFileSync(join(dir, '002_b.sql'), 'CREATE TABLE b (id INT);\n');
    const db = await openPgliteDb();
    try {
      expect(await migrate(db, dir)).toEqual(['001_a.sql', '002_b.sql']);
      expect(await migrate(db, dir)).toEqual([]);
      // A row from before checksums were kept gets its file's checksum, not a refusal.
      await db.query("UPDATE schema_migrations SET checksum = NULL WHERE name = '001_a.sql'");
      expect(await checkMigrations(db, dir)).toEqual([]);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations WHERE checksum IS NOT NULL');
      expect(rows[0].n).toBe(2);
      writeFileSync(join(dir, '002_b.sql'), 'CREATE TABLE b (id BIGINT);\n');
      writeFileSync(join(dir, '003_c.sql'), 'CREATE TABLE c (id INT);\n');
      await expect(migrate(db, dir)).rejects.toThrow(MigrationChangedError);
      await expect(migrate(db, dir)).rejects.toThrow(/002_b\.sql/);
      // Nothing after the refusal was applied.
      expect((await db.query("SELECT 1 FROM schema_migrations WHERE name = '003_c.sql'")).rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('the migrate step (npm run migrate)', () => {
  const url = process.env['TEST_DATABASE_URL'];
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-migrate-step-'));
  const dbEnv: Record<string, string> = {
    ...(url ? { DATABASE_URL: url } : { DATABASE: 'embedded', DATA_DIR: join(dataDir, 'pglite') }),
    ACCOUNT_SECRET_KEY: '7a'.repeat(32),
  };

  beforeAll(async () => {
    if (url) await resetPostgres(url);
  });

  it('an instance with MIGRATE_ON_START=0 on an empty database refuses, applying nothing', async () => {
    const started = await run('main.ts', { ...dbEnv, MIGRATE_ON_START: '0' });
    expect(started.code).toBe(3);
    expect(started.output).toContain('run the migrate step first');
  });

  it('applies every pending migration and exits 0; a second run applies nothing', async () => {
    const first = await run('migrate-main.ts', dbEnv);
    expect(first.output).toContain(`migrate: applied ${migrationFiles().join(', ')}`);
    expect(first.code).toBe(0);
    const second = await run('migrate-main.ts', dbEnv);
    expect(second.output).toContain('migrate: nothing to apply');
    expect(second.code).toBe(0);
  });

  it('seals the TOTP secrets stored in clear (an operator of the previous version) with the key, which SQL never sees', async () => {
    const key = randomBytes(32);
    const plain = new Secret({ size: 20 }).base32;
    const open = () => (url ? openPostgresDb(url, 1) : openPgliteDb(join(dataDir, 'pglite')));
    const before = await open();
    await before.query("INSERT INTO operators (username, password_hash, totp_secret, role) VALUES ('plain-op', 'x', $1, 'support')", [
      plain,
    ]);
    await before.close();
    const step = await run('migrate-main.ts', { ...dbEnv, ACCOUNT_SECRET_KEY: key.toString('hex') });
    expect(step.output).toContain('migrate: sealed 1 TOTP secret stored in clear');
    expect(step.code).toBe(0);
    const after = await open();
    const { rows } = await after.query<{ totp_secret: string }>("SELECT totp_secret FROM operators WHERE username = 'plain-op'");
    await after.close();
    expect(rows[0].totp_secret).not.toContain(plain);
    expect(secretBox(key).open(rows[0].totp_secret)).toBe(plain);
  });

  it('refuses (exit 3) when an applied migration is not what its file now says, and so does an instance', async () => {
    const tamper = async (checksum: string | null) => {
      const db = url ? await openPostgresDb(url, 1) : await openPgliteDb(join(dataDir, 'pglite'));
      await db.query(`UPDATE schema_migrations SET checksum = $1 WHERE name = $2`, [checksum, migrationFiles()[1]]);
      await db.close();
    };
    await tamper('0'.repeat(64));
    const step = await run('migrate-main.ts', dbEnv);
    expect(step.code).toBe(3);
    expect(step.output).toContain(`changed since applied: ${migrationFiles()[1]}`);
    const instance = await run('main.ts', { ...dbEnv, MIGRATE_ON_START: '0' });
    expect(instance.code).toBe(3);
    expect(instance.output).toContain('changed since applied');
    await tamper(null);
    expect((await run('migrate-main.ts', dbEnv)).code).toBe(0);
  });
});
