import type { ServerConfig } from '../config';
import type { Db } from '../db/types';

export async function seedMoney(db: Db, config: ServerConfig): Promise<void> {
  void db;
  void config;
}
