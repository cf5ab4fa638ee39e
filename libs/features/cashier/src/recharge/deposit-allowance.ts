import { useProtectionQuery } from '@h5/api-client';
import { messages } from '../messages';

/**
 * What the player's own deposit limits leave (docs/api.md, Player protection), worded for beside the amount: the
 * tightest of the day, week and month limits in force; null without a limit (or before the
 * answer). The server refuses a deposit over it whatever this shows; a deposit refreshes it.
 */
export function useDepositAllowance(): string | null {
  const { data } = useProtectionQuery();
  const tightest = (data?.limits ?? []).filter((l) => l.left !== null).sort((a, b) => Number(a.left) - Number(b.left))[0];
  return tightest?.left ? messages.recharge.allowance(messages.recharge.allowancePeriods[tightest.period], tightest.left) : null;
}
