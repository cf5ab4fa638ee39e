import type { Queryable } from '../db/types';

/** Reads site_config values; keys that are not set come back as ''. */
export async function readSiteConfig<K extends string>(db: Queryable, keys: readonly K[]): Promise<Record<K, string>> {
  const { rows } = await db.query<{ key: string; value: string }>('SELECT key, value FROM site_config WHERE key = ANY($1)', [keys]);
  const found = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? ''])) as Record<K, string>;
}

export async function writeSiteConfig(db: Queryable, key: string, value: string): Promise<void> {
  await db.query('INSERT INTO site_config(key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
    key,
    value,
  ]);
}
