import type { PushOrder } from '@h5/api-contract';
import { type FiguresFen, venueFiguresJsonSql } from '../money/figures';
import type { Db, Queryable } from '../db/types';

/**
 * What a transaction changed for the members' screens, noted as it happens (the ledger notes
 * every movement: money/ledger.ts) and written to the outbox in ONE statement just before the
 * commit, with the figures as they stand at that point (so a transfer, two movements, sends one
 * event with both sides moved). Nothing is written for a transaction that noted nothing, and
 * nothing survives one that rolls back.
 */
const EVENTS = Symbol('push events');

/** How a member's sessions ended: all but one (a login elsewhere, a password change), or one (logoff). */
export type Ended = { allBut: number } | { session: number };

interface MemberChange {
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
export const noteSessionsEnded = (q: Queryable, userId: number, ended: Ended): void => void eventsOf(q)?.member(userId).ended.push(ended);

/** One outbox row as written and read back. */
export interface OutboxRow {
  id: number;
  /** null: every member. */
  user_id: number | null;
  body: OutboxBody;
  /** The writing transaction (xid8 as text). */
  xid: string;
}

/** What a row says; the figures in fen (money/figures.ts formats them as the calls do). */
export interface OutboxBody extends Partial<FiguresFen> {
  /** The money moved (the ledger kinds); the figures that moved are beside: central, or game and venues, or all three. */
  kinds?: string[];
  orders?: PushOrder[];
  /** The member's site messages (noticeList's total). */
  messages?: number;
  /** A message to every member: each stream's member gets its own total. */
  everyone?: true;
  ended?: Ended[];
}

/** A row as the database answered it (ids may come as text). */
export const outboxRow = (r: OutboxRow): OutboxRow => ({
  id: Number(r.id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  body: r.body,
  xid: String(r.xid),
});

/**
 * The rows, one per member (and one for a message to everyone), written by ONE statement in the
 * transaction, with the figures as this commit leaves them. What the code knows goes as a
 * parameter (the central balance the ledger returned, orders, ended sessions); the database
 * adds only what the code does not know, and only when it changed: the game balance and venue
 * list after a venue movement, the message count after a message. The common case — the
 * central wallet alone moved — is a plain INSERT, so events cost every money call little.
 */
async function writeOutbox(q: Queryable, events: TxEvents): Promise<OutboxRow[]> {
  const params: unknown[] = [];
  const values: string[] = [];
  const row = (userId: number | null, known: OutboxBody, computed: (member: string) => string[]) => {
    params.push(userId, JSON.stringify(known));
    const member = `$${params.length - 1}::bigint`;
    const body = `$${params.length}::jsonb`;
    const fields = computed(member);
    values.push(`(${member}, ${fields.length > 0 ? `${body} || ${fields.join(' || ')}` : body})`);
  };
  if (events.everyone) row(null, { everyone: true }, () => []);
  for (const [userId, c] of [...events.members].sort(([x], [y]) => x - y)) {
    const known: OutboxBody = {
      ...(c.kinds.size > 0 ? { kinds: [...c.kinds] } : {}),
      ...(c.central === null ? {} : { central: c.central }),
      ...(c.orders.length > 0 ? { orders: c.orders } : {}),
      ...(c.ended.length > 0 ? { ended: c.ended } : {}),
    };
    row(userId, known, (member) => [
      ...(c.venues ? [venueFiguresJsonSql(member)] : []),
      ...(c.messages
        ? [`jsonb_build_object('messages', (SELECT count(*) FROM site_messages m WHERE m.user_id IS NULL OR m.user_id = ${member}))`]
        : []),
    ]);
  }
  const { rows } = await q.query<OutboxRow>(
    `INSERT INTO push_outbox (user_id, body) VALUES ${values.join(', ')} RETURNING id, user_id, body, xid::text AS xid`,
    params,
  );
  return rows.map(outboxRow);
}

/**
 * The database with live events: each transaction notes what it changes, writes its outbox
 * rows last (inside it), and only once it has committed hands them to `committed` (which
 * notifies the fleet or, on the embedded database, delivers them). A transaction that throws
 * (a refusal, a lost connection, a failed COMMIT) hands nothing on.
 */
export function withPushEvents(db: Db, committed: (rows: OutboxRow[]) => void): Db {
  return {
    ...db,
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const events = new TxEvents();
      let written: OutboxRow[] = [];
      const result = await db.tx(async (q) => {
        const noted: Queryable & { [EVENTS]: TxEvents } = {
          query: <R>(sql: string, params?: readonly unknown[]) => q.query<R>(sql, params),
          [EVENTS]: events,
        };
        const value = await fn(noted);
        if (!events.empty) written = await writeOutbox(q, events);
        return value;
      });
      if (written.length > 0) committed(written);
      return result;
    },
  };
}
