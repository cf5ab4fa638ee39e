import { useProtectionQuery } from '@h5/api-client';
import { parseYuan } from '@h5/domain';
import { messages } from '../messages';

export interface DepositAllowance {
  /** Beside the amount: what the tightest limit leaves, as the server words its refusal. */
  text: string;
  /** Set when that limit is used up: why 立即存款 is disabled, shown before the form. */
  exhausted: string | null;
}

/**
 * What the player's own deposit limits leave (docs/api.md, Player protection): the tightest of the day, week and
 * month limits in force; null without a limit (or before the answer). The server refuses a
 * deposit over it whatever this shows; a deposit refreshes it.
 */
export function useDepositAllowance(): DepositAllowance | null {
  const { data } = useProtectionQuery();
  const tightest = (data?.limits ?? []).filter((l) => l.left !== null).sort((a, b) => Number(a.left) - Number(b.left))[0];
  if (!tightest?.left) return null;
  const period = messages.recharge.allowancePeriods[tightest.period];
  const usedUp = (parseYuan(tightest.left) ?? 0) <= 0;
  return { text: messages.recharge.allowance(period, tightest.left), exhausted: usedUp ? messages.recharge.limitUsedUp(period) : null };
}
