import { parseBeijingDateTime } from './beijing-time';

/** The pay-info page counts down one hour from the order's created_at. */
export const PAY_INFO_COUNTDOWN_MS = 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Milliseconds as "mm:ss", rounded down to the second (so a fresh hour shows 59:59 after
 * the first tick) and never below "00:00".
 */
export function formatCountdown(ms: number): string {
  const seconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * Time left to pay an order created at `createdAt` ("YYYY-MM-DD HH:mm:ss", Beijing time).
 * Never negative; an unreadable timestamp counts as expired rather than as a full hour.
 */
export function payInfoRemainingMs(createdAt: string, now: Date): number {
  const created = parseBeijingDateTime(createdAt);
  if (created === null) return 0;
  return Math.max(0, created + PAY_INFO_COUNTDOWN_MS - now.getTime());
}
