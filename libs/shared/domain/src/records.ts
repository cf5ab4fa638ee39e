import { STATUS_LABELS, TRANSACTION_TYPE_LABELS } from './messages';
import { PLATFORM_WALLET } from './wallet';

/** Transaction record types (docs/product.md §4): 1 deposit (default), 2 withdrawal, 3 transfer in, 4 transfer out. */
export type TransactionType = 1 | 2 | 3 | 4;

export const DEFAULT_TRANSACTION_TYPE: TransactionType = 1;

export const TRANSACTION_TYPES: ReadonlyArray<{ readonly value: TransactionType; readonly label: string }> = ([1, 2, 3, 4] as const).map(
  (value) => ({ value, label: TRANSACTION_TYPE_LABELS[value] }),
);

/**
 * The record list a transfer shows in: out of the platform wallet into a venue is 转入 (3),
 * out of a venue (back to the platform wallet) is 转出 (4), as gettransrecord files them.
 */
export function transferRecordType(sourcetype: string): TransactionType {
  return sourcetype === PLATFORM_WALLET ? 3 : 4;
}

/** Only deposits and withdrawals carry an order number on the record list. */
export function showsOrderNumber(type: TransactionType): boolean {
  return type === 1 || type === 2;
}

/** How a status tag looks; a StatusTag maps these to theme colours. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'default';

export interface StatusLabel {
  readonly label: string;
  readonly tone: StatusTone;
}

type StatusTable = Readonly<Record<number, StatusLabel>>;

const UNKNOWN: StatusLabel = { label: STATUS_LABELS.unknown, tone: 'default' };

const BET: StatusTable = {
  0: { label: STATUS_LABELS.invalid, tone: 'danger' },
  1: { label: STATUS_LABELS.settled, tone: 'success' },
  2: { label: STATUS_LABELS.unsettled, tone: 'warning' },
};

/** Deposit, withdrawal and activity application share one table; 0 and 4 are undefined. */
const REVIEW: StatusTable = {
  1: { label: STATUS_LABELS.pendingReview, tone: 'warning' },
  2: { label: STATUS_LABELS.approved, tone: 'success' },
  3: { label: STATUS_LABELS.rejected, tone: 'danger' },
};

const TRANSFER: StatusTable = {
  0: { label: STATUS_LABELS.failed, tone: 'danger' },
  1: { label: STATUS_LABELS.success, tone: 'success' },
  2: { label: STATUS_LABELS.pendingSettlement, tone: 'warning' },
};

const REBATE: StatusTable = {
  0: { label: STATUS_LABELS.unclaimed, tone: 'warning' },
  1: { label: STATUS_LABELS.claimed, tone: 'success' },
};

/** The API sends states as numbers or numeric strings; anything else is unknown. */
const lookup = (table: StatusTable, state: number | string): StatusLabel => {
  const key = typeof state === 'number' ? state : /^\d+$/.test(state.trim()) ? Number(state) : Number.NaN;
  return table[key] ?? UNKNOWN;
};

export const betStatus = (state: number | string): StatusLabel => lookup(BET, state);
export const activityApplicationStatus = (state: number | string): StatusLabel => lookup(REVIEW, state);
export const depositWithdrawalStatus = (state: number | string): StatusLabel => lookup(REVIEW, state);
export const transferStatus = (state: number | string): StatusLabel => lookup(TRANSFER, state);
export const rebateStatus = (state: number | string): StatusLabel => lookup(REBATE, state);

/** A transaction record's status, read with its type's table. */
export function transactionStatus(type: TransactionType, state: number | string): StatusLabel {
  return showsOrderNumber(type) ? depositWithdrawalStatus(state) : transferStatus(state);
}
