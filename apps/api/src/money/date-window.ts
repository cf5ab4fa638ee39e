import { beijingDayBounds, dateRangeFor, type DateFilter } from '@h5/domain';

/** The instants a record filter covers: from Beijing midnight of its first day to the end of today. */
export function dateWindow(filter: unknown, now: Date): { from: Date; to: Date } {
  const value = Number(filter ?? 4);
  const f = ([1, 2, 3, 4].includes(value) ? value : 4) as DateFilter;
  const { start, end } = dateRangeFor(f, now);
  // dateRangeFor writes real dates, so both bounds exist.
  const from = beijingDayBounds(start)?.from ?? now.getTime();
  const to = beijingDayBounds(end)?.to ?? now.getTime();
  return { from: new Date(from), to: new Date(to) };
}

/** Beijing midnight that starts the day of `now`, and the next one. */
export function beijingDay(now: Date): { from: Date; to: Date } {
  return dateWindow(1, now);
}
