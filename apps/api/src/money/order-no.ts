import { randomInt } from 'node:crypto';
import { formatDateTime } from '../http/time';

/**
 * Order numbers as the site makes them: a prefix, the Beijing time to the second, the member
 * id and random digits (e.g. D20240105123000421234567). Unique indexes catch the rare clash.
 */
export function orderNo(prefix: string, userId: number, at: Date): string {
  const stamp = formatDateTime(at).replace(/\D/g, '');
  return `${prefix}${stamp}${userId}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
