import type { Queryable } from '../db/types';

/**
 * Player protection's checks of a deposit, handed to money's deposit ways by their caller
 * (protection/enforce.ts's `depositGate`): money imports no area above it
 * (docs/architecture.md §6), and a deposit way cannot be written without one.
 */
export interface DepositGate {
  /** The checks without the member's lock: an early answer, not the guarantee. */
  check(q: Queryable, userId: number, amount: number, at: Date): Promise<void>;
  /** Locks the member's row, then checks: in the transaction that inserts the deposit. */
  require(q: Queryable, userId: number, amount: number, at: Date): Promise<void>;
}
