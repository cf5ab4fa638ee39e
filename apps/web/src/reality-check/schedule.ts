/**
 * When the reality check is due (docs/api.md, Player protection): every `minutes` after the session began on the
 * server, so a reload, another tab or a clock moved forward all count from the same start.
 * `acknowledged` is the last reminder the player answered (0: none).
 */
export interface RealitySchedule {
  /** The reminder to show now (1 = the first interval), or 0 when none is due. */
  due: number;
  /** Milliseconds until the next reminder after `due` (or after `acknowledged`). */
  waitMs: number;
}

export function realitySchedule(startMs: number, nowMs: number, minutes: number, acknowledged: number): RealitySchedule {
  const interval = minutes * 60_000;
  const passed = Math.max(0, Math.floor((nowMs - startMs) / interval));
  const due = passed > acknowledged ? passed : 0;
  return { due, waitMs: startMs + (passed + 1) * interval - nowMs };
}

const ACK_KEY = 'h5.realityCheck';

/** The last reminder answered in this tab for this session start (survives a reload, not a new login). */
export function readAcknowledged(start: string, storage: Storage = sessionStorage): number {
  try {
    const [at, count] = (storage.getItem(ACK_KEY) ?? '').split('|');
    return at === start ? Number(count) || 0 : 0;
  } catch {
    return 0;
  }
}

export function writeAcknowledged(start: string, count: number, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(ACK_KEY, `${start}|${count}`);
  } catch {
    // Private mode without storage: the reminder comes back after a reload, which is the safe side.
  }
}
