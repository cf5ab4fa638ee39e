/**
 * Every Chinese text of the domain lib. Texts quoted by the product spec are copied
 * character for character (including its typos such as 输人 and the leading space of the
 * register name message); the others are marked as our own wording.
 */
import type { DateFilter } from './date-filter';

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  1: '今天',
  2: '近7天',
  3: '近15天',
  4: '近30天',
};
