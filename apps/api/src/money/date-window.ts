import { dateRangeFor, parseBeijingDateTime, type DateFilter } from '@h5/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a record filter covers: from Beijing midnight of its first day to the end of today. */
export function dateWindow(filter: unknown, now: Date): { from: Date; to: Date } {
  const value = Number(filter ?? 4);
  const f = ([1, 2, 3, 4].includes(value) ? value : 4) as DateFilter;
  const { start, end } = dateRangeFor(f, now);
  const from = parseBeijingDateTime(`${start} 00:00:00`) ?? now.getTime();
  const to = (parseBeijingDateTime(`${end} 00:00:00`) ?? now.getTime()) + DAY_MS;
  return { from: new Date(from), to: new Date(to) };
}

/** Beijing midnight that starts the day of `now`, and the next one. */
export function beijingDay(now: Date): { from: Date; to: Date } {
  return dateWindow(1, now);
}
