import type { PushOrder } from '@h5/api-contract';
import { type FiguresFen, memberFiguresJsonSql } from '../money/figures';
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
  /** Which figures moved: the central wallet, a venue wallet (game balance and venue list). */
  main: boolean;
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
      change = { kinds: new Set(), main: false, venues: false, orders: [], messages: false, ended: [] };
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

/** A ledger movement of the member's (kind: the ledger's) in the central wallet or a venue's. */
export function noteMoney(q: Queryable, userId: number, kind: string, centralWallet: boolean): void {
  const change = eventsOf(q)?.member(userId);
  if (!change) return;
  change.kinds.add(kind);
  if (centralWallet) change.main = true;
  else change.venues = true;
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
export interface OutboxBody {
  /** The figures that moved: central, or game and venues, or all three. */
  money?: Partial<FiguresFen> & { kinds: string[] };
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
 * The rows, one per member (and one for a message to everyone), with the figures computed by
 * the database inside the transaction: the state this commit leaves. Only the figures that
 * moved are read (most movements touch the central wallet alone: the venue list is the dear
 * part), keeping this one statement cheap in every money call.
 */
const WRITE_SQL = `
  INSERT INTO push_outbox (user_id, body)
  SELECT e.user_id, jsonb_strip_nulls(jsonb_build_object(
           'money', CASE WHEN e.kinds IS NOT NULL THEN ${memberFiguresJsonSql('e.user_id', 'e.main', 'e.venues')} || jsonb_build_object('kinds', e.kinds) END,
           'orders', e.orders,
           'messages', CASE WHEN e.messages THEN (SELECT count(*) FROM site_messages m WHERE m.user_id IS NULL OR m.user_id = e.user_id) END,
           'everyone', CASE WHEN e.everyone THEN true END,
           'ended', e.ended))
    FROM jsonb_to_recordset($1::jsonb) AS e(user_id bigint, kinds jsonb, main boolean, venues boolean, orders jsonb, messages boolean, everyone boolean, ended jsonb)
   ORDER BY e.user_id NULLS FIRST
  RETURNING id, user_id, body, xid::text AS xid`;

async function writeOutbox(q: Queryable, events: TxEvents): Promise<OutboxRow[]> {
  const records: object[] = [...events.members].map(([userId, c]) => ({
    user_id: userId,
    kinds: c.kinds.size > 0 ? [...c.kinds] : null,
    main: c.main,
    venues: c.venues,
    orders: c.orders.length > 0 ? c.orders : null,
    messages: c.messages,
    everyone: false,
    ended: c.ended.length > 0 ? c.ended : null,
  }));
  if (events.everyone) records.push({ user_id: null, kinds: null, main: false, venues: false, orders: null, messages: false, everyone: true, ended: null });
  const { rows } = await q.query<OutboxRow>(WRITE_SQL, [JSON.stringify(records)]);
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
