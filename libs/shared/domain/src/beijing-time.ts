import dayjs, { type ConfigType } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/**
 * The site runs on Beijing time: UTC+8 with no daylight saving, as its server has always
 * written it. A fixed offset, not the tz database's Asia/Shanghai (dayjs's timezone plugin):
 * that zone kept summer time from 1986 to 1991, which would move the birthdays and records of
 * those summers by an hour. These helpers never read the clock; callers pass the instant in.
 */
const BEIJING_OFFSET_MINUTES = 8 * 60;
const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** An instant on Beijing's clock. */
const inBeijing = (instant: ConfigType) => dayjs(instant).utcOffset(BEIJING_OFFSET_MINUTES);

/** The calendar date in Beijing of an instant, as YYYY-MM-DD. */
export function toBeijingDate(instant: ConfigType): string {
  return inBeijing(instant).format(DATE);
}

/** An instant as the site writes it: 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function formatBeijingDateTime(instant: ConfigType): string {
  return inBeijing(instant).format(DATE_TIME);
}

/** The Beijing date `days` days before the instant's Beijing date, as YYYY-MM-DD. */
export function beijingDateDaysBefore(instant: ConfigType, days: number): string {
  return inBeijing(instant).subtract(days, 'day').format(DATE);
}

/**
 * Whole Beijing calendar days from `from` to `to`, counting the first day as day 1 (a member
 * who registered today has joined for 1 day); never less than 1.
 */
export function beijingDaysSince(from: ConfigType, to: ConfigType): number {
  const days = dayjs.utc(toBeijingDate(to)).diff(dayjs.utc(toBeijingDate(from)), 'day');
  return Math.max(1, days + 1);
}

/**
 * Reads a server timestamp "YYYY-MM-DD HH:mm:ss" (Beijing time) as epoch milliseconds.
 * Returns null when the text is not in that form or names an impossible moment (strict
 * parsing: 2024-02-30 or 24:00:00 are refused, not rolled over).
 */
export function parseBeijingDateTime(text: string): number | null {
  // The ISO form ('T' between date and time) some old answers carry reads the same.
  const read = dayjs.utc(text.trim().replace(/^(\d{4}-\d{2}-\d{2})T/, '$1 '), DATE_TIME, true);
  // Read as UTC, then moved back by the fixed offset: utcOffset(…, true) (keep the local time)
  // moved nothing on a machine whose own zone is UTC+8, a player's phone in China included.
  return read.isValid() ? read.valueOf() - BEIJING_OFFSET_MINUTES * 60_000 : null;
}

/** The instant Beijing's day `date` (YYYY-MM-DD) starts, and the next day's start; null for no such date. */
export function beijingDayBounds(date: string): { from: number; to: number } | null {
  const from = parseBeijingDateTime(`${date} 00:00:00`);
  return from === null ? null : { from, to: dayjs(from).add(1, 'day').valueOf() };
}

/** True when text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseBeijingDateTime(`${text} 00:00:00`) !== null;
}
