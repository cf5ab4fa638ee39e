import { requireNotExcluded } from './exclusions';
import { requireWithinLimits } from './limits';
import { PROTECTION_MESSAGES } from './messages';
import { lockMember } from '../money/ledger';
import type { Queryable } from '../db/types';
import type { DepositGate } from '../money/deposit-gate';

/**
 * Every deposit way (bank, USDT, WeChat, Alipay through recharge; VipPay on confirmation) calls
 * this in the transaction that inserts the deposit: it locks the member's row, so deposits of
 * one member are counted one after another, then refuses a member in a time-out or
 * self-exclusion and a deposit over a limit.
 */
export async function requireDepositAllowed(q: Queryable, userId: number, amount: number, at: Date): Promise<void> {
  await lockMember(q, userId);
  await checkDepositAllowed(q, userId, amount, at);
}

/** The same checks without the lock: an early answer (VipPay's hand-off), not the guarantee. */
export async function checkDepositAllowed(q: Queryable, userId: number, amount: number, at: Date): Promise<void> {
  await requireNotExcluded(q, userId, at, PROTECTION_MESSAGES.depositExcluded);
  await requireWithinLimits(q, userId, amount, at);
}

/** A game launch during a time-out or self-exclusion is refused (caller holds the member lock). */
export const requireMayPlay = (q: Queryable, userId: number, at: Date): Promise<void> =>
  requireNotExcluded(q, userId, at, PROTECTION_MESSAGES.launchExcluded);

/** The deposit checks as money's deposit ways take them (money/deposit-gate.ts). */
export const depositGate: DepositGate = { check: checkDepositAllowed, require: requireDepositAllowed };
