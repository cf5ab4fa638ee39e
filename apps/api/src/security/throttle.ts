import type { Queryable } from '../db/types';

/** One counter an attempt is charged to: its key, how many attempts a window allows, the window. */
export interface ThrottleRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** Sweep expired counters once in this many attempts (a table of stale keys is harmless but grows). */
const SWEEP_EVERY = 256;

/**
 * Attempt counters in the database, shared by every instance. An attempt is counted *before*
 * the secret is checked (so a burst of parallel guesses cannot all slip past a check that has
 * not seen the others yet) and refused when any of its counters is over its limit. The first
 * refused attempt locks the key for a full window from that moment; the caller clears a key
 * after a right answer.
 */
export class Throttle {
  private attempts = 0;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  /** Counts one attempt on every rule; false when the attempt must be refused unseen. */
  async attempt(rules: readonly ThrottleRule[]): Promise<boolean> {
    const at = this.now();
    if (++this.attempts % SWEEP_EVERY === 0)
      await this.db.query('DELETE FROM throttle_counters WHERE window_end <= $1', [at.toISOString()]);
    let allowed = true;
    for (const rule of rules) {
      const windowEnd = new Date(at.getTime() + rule.windowMs).toISOString();
      // A window that has ended starts over; the attempt that first goes over the limit
      // moves the window's end a full window ahead (the lock), later refusals do not.
      const { rows } = await this.db.query<{ hits: number }>(
        `INSERT INTO throttle_counters AS t (key, hits, window_end) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN t.window_end <= $2 THEN 1 ELSE t.hits + 1 END,
           window_end = CASE WHEN t.window_end <= $2 OR t.hits = $4 THEN $3 ELSE t.window_end END
         RETURNING hits`,
        [rule.key, at.toISOString(), windowEnd, rule.limit],
      );
      if (Number(rows[0].hits) > rule.limit) allowed = false;
    }
    return allowed;
  }

  /** Takes one attempt back (a right answer must not use up a budget shared with others). */
  async refund(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.db.query('UPDATE throttle_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0', [key]);
  }

  /** Forgets the counters (a right answer, or the operator lifting a lock); how many there were. */
  async clear(keys: readonly string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const marks = keys.map((_, i) => `$${i + 1}`).join(', ');
    const { rowCount } = await this.db.query(`DELETE FROM throttle_counters WHERE key IN (${marks})`, [...keys]);
    return rowCount ?? 0;
  }
}
