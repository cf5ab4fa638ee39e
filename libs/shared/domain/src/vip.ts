import { VIP_LEVELS, VIP_PROGRESS_CAP } from './constants';
import { VIP_LABELS } from './messages';
import { Fen, parseYuan } from './money';

/**
 * docs/product.md §4 VIP progress: round(paysum / recharge × 100), 0 when either is 0, capped at 100.
 * Rounded half up in integer arithmetic: floor((200·paysum + recharge) / (2·recharge)).
 */
export function vipProgressPercent(paysum: Fen, recharge: Fen): number {
  if (paysum <= 0 || recharge <= 0) return 0;
  const p = BigInt(paysum);
  const r = BigInt(recharge);
  return Math.min(VIP_PROGRESS_CAP, Number((200n * p + r) / (2n * r)));
}

/** vipProgressPercent for the API's yuan values (numbers or strings); unreadable counts as 0. */
export function vipProgressFromYuan(paysum: string | number, recharge: string | number): number {
  return vipProgressPercent(parseYuan(paysum) ?? 0, parseYuan(recharge) ?? 0);
}

/** current_vip is "VIP" followed by the level: 'VIP3' → 3. Null when there is no level in it. */
export function vipLevelFromText(text: string): number | null {
  const match = /P(\d+)$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** The /vip starting tab: the member's level clamped to 1..10, or 1 for visitors. */
export function initialVipTab(level: number | null): number {
  if (level === null || !Number.isInteger(level)) return 1;
  return Math.min(VIP_LEVELS, Math.max(1, level));
}

/** A level's card reads 已达标 when the member's level is at or above it. */
export function vipAchievementLabel(memberLevel: number, tabLevel: number): string {
  return memberLevel >= tabLevel ? VIP_LABELS.achieved : VIP_LABELS.notAchieved;
}

/** The uservip entry of a level (the list is ordered by level, starting at VIP1). */
export function vipEntryFor<T>(levels: readonly T[], level: number): T | null {
  return levels[level - 1] ?? null;
}
