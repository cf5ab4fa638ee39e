import { writeAudit } from './audit';
import { DESK_MESSAGES } from './desk-messages';
import { BizError, Code } from '../http/envelope';
import type { Actor } from './actor';
import type { Db, Queryable } from '../db/types';

/** The operator side's settings (never shown to members): key → how a value is checked. */
const SETTINGS = {
  /** Fen; an adjustment or withdrawal approval above it needs a second finance operator. 0: never. */
  four_eyes_threshold: (value: string) => /^\d{1,12}$/.test(value),
} as const;
export type OperatorSetting = keyof typeof SETTINGS;

export const isOperatorSetting = (key: string): key is OperatorSetting => Object.hasOwn(SETTINGS, key);

export async function readOperatorSettings(q: Queryable): Promise<Record<OperatorSetting, string>> {
  const { rows } = await q.query<{ key: string; value: string }>('SELECT key, value FROM operator_settings');
  const found = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(Object.keys(SETTINGS).map((k) => [k, found.get(k) ?? '0'])) as Record<OperatorSetting, string>;
}

/** The four-eyes threshold in fen (0: four eyes off). */
export async function fourEyesThreshold(q: Queryable): Promise<number> {
  return Number((await readOperatorSettings(q)).four_eyes_threshold);
}

export async function writeOperatorSetting(db: Db, actor: Actor, key: string, value: string, at: Date): Promise<void> {
  if (!isOperatorSetting(key) || !SETTINGS[key](value)) throw new BizError(Code.invalidParam, DESK_MESSAGES.settingInvalid);
  await db.tx(async (q) => {
    const before = (await readOperatorSettings(q))[key];
    await q.query('INSERT INTO operator_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
      key,
      value,
    ]);
    await writeAudit(
      q,
      actor,
      { action: 'setting.change', targetType: 'setting', target: key, before: { value: before }, after: { value } },
      at,
    );
  });
}
