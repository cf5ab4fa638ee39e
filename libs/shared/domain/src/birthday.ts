import { parseBeijingDateTime, toBeijingDate } from './beijing-time';
import { BIRTHDAY_MIN } from './constants';

/**
 * The date picker hands back a Date at local midnight; the site stores the Beijing
 * calendar date (the spec's "8-hour offset"), so a Beijing-midnight Date keeps its day.
 */
export function formatBirthday(picked: Date): string {
  return toBeijingDate(picked);
}

/** A stored YYYY-MM-DD birthday as the Date of Beijing midnight that day, for the picker. */
export function parseBirthday(text: string): Date | null {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? parseBeijingDateTime(`${text.trim()} 00:00:00`) : null;
  return ms === null ? null : new Date(ms);
}

/** The picker's lower bound, 1980-01-01 in Beijing. */
export function birthdayMinDate(): Date {
  return new Date(`${BIRTHDAY_MIN}T00:00:00+08:00`);
}
