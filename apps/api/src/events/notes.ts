import type { PushOrder } from '@h5/api-contract';
import { TALLY } from './tally';
import type { Queryable } from '../db/types';

/**
 * What a transaction changed for the members' screens, noted as it happens by the area that
 * changes it (the ledger notes every movement: money/ledger.ts; orders, messages, ended
 * sessions likewise) on the transaction it was given. The notes ride on that Queryable: whoever
 * opened the transaction with `noting` reads them (push/outbox.ts writes them to the outbox in
 * ONE statement just before the commit), so the areas that note know nothing of live money and
 * import nothing above them (docs/architecture.md §6). Outside such a transaction a note is
 * dropped.
 */
const EVENTS = Symbol('transaction events');

/**
 * Sessions that ended (a login elsewhere, a password change, a time-out, a logoff), by id: only
 * the streams of exactly these close. Never "all but one": read late (an instance reads the
 * outbox once it holds a stream), such a rule would close sessions opened after it.
 */
export interface Ended {
  sessions: number[];
}

export interface MemberChange {
  kinds: Set<string>;
  /** The central balance after the transaction's last movement of it (every change goes through the ledger); null: unmoved. */
  central: number | null;
  /** A venue wallet moved: the game balance and the venue list are read at the end. */
  venues: boolean;
  orders: PushOrder[];
  messages: boolean;
  ended: Ended[];
}

export class TxEvents {
  readonly members = new Map<number, MemberChange>();
  /** A site message to every member. */
  everyone = false;

  member(userId: number): MemberChange {
    let change = this.members.get(userId);
    if (!change) {
      change = { kinds: new Set(), central: null, venues: false, orders: [], messages: false, ended: [] };
      this.members.set(userId, change);
    }
    return change;
  }

  get empty(): boolean {
    return this.members.size === 0 && !this.everyone;
  }
}

/** `q` carrying `events`: every note made through the result goes to them (and its metrics tally, events/tally.ts, still counts). */
export const noting = (q: Queryable, events: TxEvents): Queryable & { [EVENTS]: TxEvents; [TALLY]: unknown } => ({
  // The Db's own function, nothing in front of it (docs/performance.md, The metrics' cost).
  query: q.query,
  [EVENTS]: events,
  [TALLY]: (q as { [TALLY]?: unknown })[TALLY],
});

/** The notes of the transaction `q` runs in; undefined outside one (or with events off). */
const eventsOf = (q: Queryable): TxEvents | undefined => (q as { [EVENTS]?: TxEvents })[EVENTS];

/**
 * A ledger movement of the member's (kind: the ledger's): in the central wallet, with the
 * balance it left (`centralAfter`), or (null) in a venue wallet.
 */
export function noteMoney(q: Queryable, userId: number, kind: string, centralAfter: number | null): void {
  const change = eventsOf(q)?.member(userId);
  if (!change) return;
  change.kinds.add(kind);
  if (centralAfter === null) change.venues = true;
  else change.central = centralAfter;
}

/** A deposit or withdrawal asked for or decided. */
export const noteOrder = (q: Queryable, userId: number, order: PushOrder): void => void eventsOf(q)?.member(userId).orders.push(order);

/** A site message to one member, or (null) to every member. */
export function noteMessage(q: Queryable, userId: number | null): void {
  const events = eventsOf(q);
  if (!events) return;
  if (userId === null) events.everyone = true;
  else events.member(userId).messages = true;
}

/** Sessions revoked: their streams are closed on every instance. */
export function noteSessionsEnded(q: Queryable, userId: number, sessions: number[]): void {
  if (sessions.length > 0) eventsOf(q)?.member(userId).ended.push({ sessions });
}
