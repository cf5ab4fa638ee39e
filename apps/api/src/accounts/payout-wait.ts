import { hasSecondFactor } from './second-factor';
import { SECURITY_ACCOUNT_MESSAGES } from './security-messages';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import type { Queryable } from '../db/types';

/**
 * A new payout destination waits (docs/security.md "Second factors and confirmations"): for a
 * member with a passkey or TOTP, a card or address bound less than `new_destination_wait_hours`
 * (site setting, default 24; 0 turns the wait off) ago receives no withdrawal, unless its binding
 * was confirmed with a passkey. A member without either keeps today's calls unchanged.
 */
export const WAIT_SETTING = 'new_destination_wait_hours';
const DEFAULT_WAIT_HOURS = 24;

export async function destinationWaitHours(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ value: string }>('SELECT value FROM site_config WHERE key = $1', [WAIT_SETTING]);
  const hours = Number(rows[0]?.value ?? DEFAULT_WAIT_HOURS);
  return Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_WAIT_HOURS;
}

/** When the card may first receive a withdrawal; null: now. */
export async function destinationReadyAt(q: Queryable, userId: number, cardId: number): Promise<Date | null> {
  if (!(await hasSecondFactor(q, userId))) return null;
  const { rows } = await q.query<{ created_at: string | Date; confirmed_by: string | null }>(
    'SELECT created_at, confirmed_by FROM cards WHERE id = $1 AND user_id = $2',
    [cardId, userId],
  );
  const card = rows[0];
  if (!card || card.confirmed_by === 'passkey') return null;
  const hours = await destinationWaitHours(q);
  return new Date(new Date(card.created_at).getTime() + hours * 3_600_000);
}

export async function requireDestinationReady(q: Queryable, userId: number, cardId: number, at: Date): Promise<void> {
  const ready = await destinationReadyAt(q, userId, cardId);
  if (ready && ready.getTime() > at.getTime()) {
    throw new BizError(Code.destinationWaiting, SECURITY_ACCOUNT_MESSAGES.destinationWaiting(formatDateTime(ready)), {
      until: formatDateTime(ready),
    });
  }
}
