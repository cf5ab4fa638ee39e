import { beijingDaysSince, formatBeijingDateTime, toBeijingDate } from '@h5/domain';

/**
 * The site speaks Beijing time on the wire. The server's names for @h5/domain's dayjs-based
 * helpers, so the screen and the server read and write one clock.
 */

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export const formatDateTime = (instant: Date | string | number): string => formatBeijingDateTime(instant);

/** An instant as 'YYYY-MM-DD' in Beijing time. */
export const formatDate = (instant: Date | string | number): string => toBeijingDate(instant);

/**
 * Whole Beijing calendar days from `from` to `to`, counting the first day as day 1: a member
 * who registered today has joined for 1 day.
 */
export const daysSince = (from: Date | string | number, to: Date): number => beijingDaysSince(from, to);
