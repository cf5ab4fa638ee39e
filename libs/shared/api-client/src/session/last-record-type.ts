import type { TransactionType } from '@h5/domain';
import { LAST_RECORD_TYPE_KEY } from './storage';

const TYPES: readonly TransactionType[] = [1, 2, 3, 4];

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The record type of the member's last money action in this tab (a transfer's 转入/转出, a
 * withdrawal, a deposit): /transRecord opened without a type shows that list, so the records
 * show what the player just did (docs/product.md §2 /transRecord). Cleared with all storage at
 * logout and expiry.
 */
export function rememberRecordType(type: TransactionType): void {
  try {
    session()?.setItem(LAST_RECORD_TYPE_KEY, String(type));
  } catch {
    // Storage blocked or full: the list opens on its default type.
  }
}

/** The type rememberRecordType last wrote in this tab, or null. */
export function lastRecordType(): TransactionType | null {
  const raw = session()?.getItem(LAST_RECORD_TYPE_KEY);
  return TYPES.find((type) => String(type) === raw) ?? null;
}
