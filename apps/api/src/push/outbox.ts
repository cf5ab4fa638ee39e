import pg from 'pg';
import type { PushOrder } from '@h5/api-contract';
import { noting, TxEvents, type Ended } from '../events/notes';
import type { Db, Queryable } from '../db/types';
import type { FiguresFen } from '../money/figures';

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
export interface OutboxBody extends Partial<Pick<FiguresFen, 'central'>> {
  /** The money moved (the ledger kinds); the central balance is beside when it moved. */
  kinds?: string[];
  orders?: PushOrder[];
  /** A message to every member: each stream's member gets its own total. */
  everyone?: true;
  ended?: Ended[];
  /**
   * A venue wallet moved: the game balance and venue list are read when the row is delivered
   * (push/hub.ts), and only for a member with a stream open there — not inside the money
   * transaction, where building the venue list was most of what events cost a transfer.
   */
  readVenues?: true;
  /** A site message for the member: the count is read when the row is delivered, likewise. */
  readMessages?: true;
}

/** A row as the database answered it (ids may come as text). */
export const outboxRow = (r: OutboxRow): OutboxRow => ({
  id: Number(r.id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  body: r.body,
  xid: String(r.xid),
});

/**
 * The rows, one per member (and one for a message to everyone), written by ONE plain INSERT in
 * the transaction: what the code knows (the central balance the ledger returned, orders, ended
 * sessions) and what is left to read at delivery (venue figures, the message count), so events
 * cost a money call one statement with no reads.
 */
async function writeOutbox(q: Queryable, events: TxEvents, returning: boolean): Promise<OutboxRow[]> {
  const rows: Array<[userId: number | null, body: OutboxBody]> = [];
  if (events.everyone) rows.push([null, { everyone: true }]);
  for (const [userId, c] of [...events.members].sort(([x], [y]) => x - y)) {
    rows.push([
      userId,
      {
        ...(c.kinds.size > 0 ? { kinds: [...c.kinds] } : {}),
        ...(c.central === null ? {} : { central: c.central }),
        ...(c.orders.length > 0 ? { orders: c.orders } : {}),
        ...(c.ended.length > 0 ? { ended: c.ended } : {}),
        ...(c.venues ? { readVenues: true as const } : {}),
        ...(c.messages ? { readMessages: true as const } : {}),
      },
    ]);
  }
  const insert = 'INSERT INTO push_outbox (user_id, body) VALUES ';
  // PostgreSQL, rows not wanted back: sent with the COMMIT (the values are ours: whole numbers
  // and JSON this code wrote, quoted as literals).
  if (!returning && q.atCommit) {
    q.atCommit(
      insert +
        rows
          .map(([userId, body]) => `(${userId === null ? 'NULL' : Math.trunc(userId)}, ${pg.escapeLiteral(JSON.stringify(body))}::jsonb)`)
          .join(', '),
    );
    return [];
  }
  const values = rows.map((_, i) => `($${2 * i + 1}::bigint, $${2 * i + 2}::jsonb)`).join(', ');
  const params = rows.flatMap(([userId, body]) => [userId, JSON.stringify(body)]);
  if (!returning) {
    await q.query(insert + values, params);
    return [];
  }
  const { rows: written } = await q.query<OutboxRow>(`${insert}${values} RETURNING id, user_id, body, xid::text AS xid`, params);
  return written.map(outboxRow);
}

/**
 * The database with live events: each transaction notes what it changes, writes its outbox
 * rows last (inside it), and only once it has committed calls `committed` (which notifies the
 * fleet or, on the embedded database, delivers the rows). A transaction that throws (a refusal,
 * a lost connection, a failed COMMIT) hands nothing on. `rowsWanted`: the rows are read back
 * for `committed` (the embedded database delivers them; PostgreSQL's instances read the outbox).
 */
export function withPushEvents(db: Db, committed: (rows: OutboxRow[]) => void, rowsWanted = true): Db {
  return {
    ...db,
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      const events = new TxEvents();
      let written: OutboxRow[] | null = null;
      const result = await db.tx(async (q) => {
        const noted = noting(q, events);
        const value = await fn(noted);
        if (!events.empty) written = await writeOutbox(q, events, rowsWanted);
        return value;
      });
      if (written) committed(written);
      return result;
    },
  };
}
