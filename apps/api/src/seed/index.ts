import { seedContent } from './content';
import { seedMoney } from './money';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';

/**
 * Fills an empty database with the site's content and, when `config.demo`, the demo member with
 * its money; does nothing when it already has data.
 */
export async function seedIfEmpty(db: Db, config: ServerConfig): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM site_config');
  if (rows[0].n > 0) return false;
  await seedContent(db, config);
  await seedMoney(db, config);
  return true;
}
