import { beijingDateDaysBefore, toBeijingDate } from './beijing-time';
import { DATE_FILTER_LABELS } from './messages';

/** Record filters (docs/product.md §4): 1 today, 2 last 7 days, 3 last 15 days, 4 last 30 days. */
export type DateFilter = 1 | 2 | 3 | 4;

export const DEFAULT_DATE_FILTER: DateFilter = 4;

const DAYS: Record<DateFilter, number> = { 1: 1, 2: 7, 3: 15, 4: 30 };

export const DATE_FILTERS: ReadonlyArray<{ readonly value: DateFilter; readonly label: string }> = ([1, 2, 3, 4] as const).map((value) => ({
  value,
  label: DATE_FILTER_LABELS[value],
}));

/**
 * The calendar range a filter covers in Beijing time, both ends inclusive: "last 7 days"
 * is today and the 6 days before it.
 */
export function dateRangeFor(filter: DateFilter, now: Date): { start: string; end: string } {
  return { start: beijingDateDaysBefore(now, DAYS[filter] - 1), end: toBeijingDate(now) };
}
