/** The site speaks Beijing time (UTC+8, no daylight saving) on the wire. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function formatDateTime(instant: Date | string | number): string {
  const t = new Date(new Date(instant).getTime() + BEIJING_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** An instant as 'YYYY-MM-DD' in Beijing time. */
export function formatDate(instant: Date | string | number): string {
  return formatDateTime(instant).slice(0, 10);
}

/**
 * Whole Beijing calendar days from `from` to `to`, counting the first day as day 1: a member
 * who registered today has joined for 1 day.
 */
export function daysSince(from: Date | string | number, to: Date): number {
  const day = (d: Date | string | number) => Math.floor((new Date(d).getTime() + BEIJING_OFFSET_MS) / DAY_MS);
  return Math.max(1, day(to) - day(from) + 1);
}
