import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The site's clock: Beijing, UTC+8 with no summer time (as @h5/domain's beijing-time.ts reads it). */
const BEIJING_OFFSET_MINUTES = 8 * 60;

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const inBeijing = (at: Date) => dayjs(at).utcOffset(BEIJING_OFFSET_MINUTES);

/**
 * When the Beijing day, week (from Monday) or month holding `at` began: a limit counts the
 * deposits asked for since then.
 */
export function periodStart(period: LimitPeriod, at: Date): Date {
  const local = inBeijing(at).startOf('day');
  if (period === 'day') return local.toDate();
  if (period === 'week') return local.subtract((local.day() + 6) % 7, 'day').toDate();
  return local.startOf('month').toDate();
}

/** The Beijing months (YYYY-MM) of the last `count` months up to `at`'s, newest first, with their bounds. */
export function lastMonths(at: Date, count: number): Array<{ month: string; from: Date; to: Date }> {
  const first = inBeijing(at).startOf('month');
  return Array.from({ length: count }, (_, i) => {
    const start = first.subtract(i, 'month');
    return { month: start.format('YYYY-MM'), from: start.toDate(), to: start.add(1, 'month').toDate() };
  });
}

/** `at` plus a whole number of days or months, Beijing calendar (a month later is the same day of the month). */
export const later = (at: Date, amount: number, unit: 'hour' | 'day' | 'month' | 'year'): Date => inBeijing(at).add(amount, unit).toDate();
