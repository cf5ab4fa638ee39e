import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from './types';

const MIGRATIONS_DIR = join(__dirname, 'migrations');

/**
 * An applied migration whose file is no longer what was applied: the schema is not what the
 * files say, so the server refuses to start (docs/operations.md "Migrations").
 */
export class MigrationChangedError extends Error {
  constructor(readonly files: string[]) {
    super(
      `applied migration${files.length > 1 ? 's' : ''} changed since applied: ${files.join(', ')}. ` +
        'An applied migration is never edited; undo the edit and add a new migration instead (docs/operations.md "Migrations").',
    );
    this.name = 'MigrationChangedError';
  }
}

/** The SHA-256 of a migration file as applied (hex). */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

async function ensureTable(db: Db): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  // Rows written before checksums were kept have none: the first check records the file's.
  await db.exec('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum TEXT');
}

/**
 * Compares every applied migration this server has a file for with its file: records the
 * checksum of rows that have none, throws MigrationChangedError when one differs. Returns the
 * files not yet applied.
 */
export async function checkMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await ensureTable(db);
  const { rows } = await db.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations');
  const applied = new Map(rows.map((r) => [r.name, r.checksum]));
  const changed: string[] = [];
  const pending: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (!applied.has(file)) {
      pending.push(file);
      continue;
    }
    const sum = migrationChecksum(readFileSync(join(dir, file), 'utf8'));
    const recorded = applied.get(file);
    if (recorded === null || recorded === undefined)
      await db.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1 AND checksum IS NULL', [file, sum]);
    else if (recorded !== sum) changed.push(file);
  }
  if (changed.length > 0) throw new MigrationChangedError(changed);
  return pending;
}

/**
 * Applies every migrations/NNN_name.sql not yet applied, in file-name order, each in its
 * own transaction, recording its checksum; refuses (MigrationChangedError) when an applied
 * one's file changed. The same files run on PGlite and on PostgreSQL.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const pending = await checkMigrations(db, dir);
  const applied: string[] = [];
  for (const file of pending) {
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.tx(async (q) => {
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations(name, checksum) VALUES ($1, $2)', [file, migrationChecksum(sql)]);
    });
    applied.push(file);
  }
  return applied;
}

/** The migration files in the order they apply. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
}

/** Migrations not yet applied to this database (readiness: an instance must not serve an old schema). */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  return migrationFiles(dir).filter((f) => !done.has(f));
}

/** Splits on semicolons that end a line; migration files keep one statement per such end. */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
