import { CASHIER_MESSAGES } from '../messages';
import type { Fen } from '../money';

/** docs/product.md §5: claiming rebates with nothing pending is refused before any call. */
export function validateRebateClaim(pending: Fen): string | null {
  return pending > 0 ? null : CASHIER_MESSAGES.rebateNothingToClaim;
}

/** docs/product.md §4: a red-packet grab is refused while no grabs remain. */
export function validateRedPacketGrab(sendnums: number): string | null {
  return sendnums > 0 ? null : CASHIER_MESSAGES.redPacketNotEligible;
}
