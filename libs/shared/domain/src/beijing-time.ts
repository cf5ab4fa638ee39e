/**
 * The site runs on Beijing time (UTC+8, no daylight saving). These helpers never read the
 * clock; callers pass the instant in.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar date in Beijing of an instant, as YYYY-MM-DD. */
export function toBeijingDate(instant: Date): string {
  const shifted = new Date(instant.getTime() + BEIJING_OFFSET_MS);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The Beijing date `days` days before the instant's Beijing date, as YYYY-MM-DD. */
export function beijingDateDaysBefore(instant: Date, days: number): string {
  return toBeijingDate(new Date(instant.getTime() - days * DAY_MS));
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/**
 * Reads a server timestamp "YYYY-MM-DD HH:mm:ss" (Beijing time) as epoch milliseconds.
 * Returns null when the text is not in that form or names an impossible moment.
 */
export function parseBeijingDateTime(text: string): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  const sameFields =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return sameFields ? utc - BEIJING_OFFSET_MS : null;
}

/** True when text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseBeijingDateTime(`${text} 00:00:00`) !== null;
}
