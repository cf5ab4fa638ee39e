import { BIRTHDAY_MIN, isIsoDate } from '@h5/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The picker's wheels show the phone's local calendar, so the day picked is read from the
 * local fields: no time-zone arithmetic, so no "8-hour shift" (the old site stored the day
 * before for anyone east of UTC+8 and picked in the evening).
 */
export function birthdayText(picked: Date): string {
  return `${picked.getFullYear()}-${pad(picked.getMonth() + 1)}-${pad(picked.getDate())}`;
}

/** A stored YYYY-MM-DD as local midnight of that day, for the wheels; null when unset or invalid. */
export function birthdayDate(text: string): Date | null {
  if (!isIsoDate(text.trim())) return null;
  const [year, month, day] = text.trim().split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** 1980-01-01 (docs/product.md §9), local midnight. */
export const birthdayMin = (): Date => birthdayDate(BIRTHDAY_MIN) as Date;
