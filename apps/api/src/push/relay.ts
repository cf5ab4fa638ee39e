import { NO_PUSH_COUNTS, type PushCounters, type ReadTrigger } from './counters';
import { outboxRow, type OutboxRow } from './outbox';
import type { PushHub } from './hub';
import type { DbLog } from '../db/log';
import type { Db, Queryable } from '../db/types';
import type pg from 'pg';

/**
 * From the outbox to the streams. `committed` is called after a transaction that wrote rows
 * has committed (never inside it), with the rows when they were read back (embedded database).
 */
export interface Relay {
  committed(rows: readonly OutboxRow[]): void;
  close(): Promise<void>;
  /** Age of the oldest outbox row this instance has yet to deliver, in seconds (0: none). */
  lagSeconds(): Promise<number>;
}

/** The channel every instance LISTENs on; a notification carries nothing but "read the outbox". */
export const PUSH_CHANNEL = 'h5_push';
/** Outbox rows are kept this long, then deleted (a stream that was away resyncs from its hello). */
export const KEEP_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60_000;
/** A read even without a notification, so a lost one (a cut LISTEN session) only delays. */
const CATCH_UP_MS = 2_000;
/**
 * An id skipped by a read may belong to a transaction still committing (ids are taken before
 * the commit, so they commit out of order): it is looked for again on each read this long,
 * far beyond any money transaction; the id of a rolled-back one is never filled.
 */
const GAP_WAIT_MS = 2 * 60_000;
/**
 * Ids a transaction still committing can hold are few (at most the fleet's pool connections);
 * a longer run of missing ids (a cursor resumed past pruned rows) marks only its last ones.
 */
const MAX_GAPS = 1_000;
const READ_BATCH = 500;
/**
 * Commits close together share one read: a few milliseconds of delay against a statement per
 * commit on the database (money calls come in bursts of hundreds a second).
 */
const BATCH_MS = 5;
/**
 * …and one NOTIFY, which is a transaction of its own on the database: at most one per this
 * interval (plus one in flight). Only other instances wait for it (an instance reads its own
 * commits at once), well inside the 1 s from commit to screen.
 */
const NOTIFY_BATCH_MS = 20;

/**
 * Deletes old rows by id: every PRUNE_EVERY_MS the newest id known is noted, and the ids noted
 * KEEP_MS ago and before are deleted. (Any instance may; they delete the same rows.)
 */
function pruner(db: Queryable, newestId: () => Promise<number>, log: DbLog, keepMs = KEEP_MS): () => void {
  const marks: Array<{ at: number; id: number }> = [];
  const prune = async () => {
    const now = Date.now();
    marks.push({ at: now, id: await newestId() });
    let upTo = 0;
    while (marks.length > 0 && marks[0].at <= now - keepMs) upTo = (marks.shift() as { id: number }).id;
    if (upTo > 0) await db.query('DELETE FROM push_outbox WHERE id <= $1', [upTo]);
  };
  const timer = setInterval(() => void prune().catch((err) => log.warn({ err }, 'push: pruning the outbox failed')), PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The embedded database: one process, so the rows a commit wrote are delivered here at once. */
export function embeddedRelay(db: Queryable, hub: PushHub, log: DbLog): Relay {
  let newest = 0;
  const stopPruning = pruner(db, async () => newest, log);
  return {
    committed(rows) {
      newest = Math.max(newest, ...rows.map((r) => r.id));
      hub.deliver(rows);
    },
    async close() {
      stopPruning();
    },
    // Delivered in the commit's own turn: nothing waits.
    lagSeconds: async () => 0,
  };
}

export interface PostgresRelayOptions {
  db: Queryable;
  /** Keeps the LISTEN session (Db.keepSession). */
  keepSession: NonNullable<Db['keepSession']>;
  log: DbLog;
  hub: PushHub;
  counters?: PushCounters;
}

/**
 * PostgreSQL, several instances: after a commit the instance sends NOTIFY on its own LISTEN
 * session — outside the money transaction, so commits are never serialised on PostgreSQL's
 * notification lock, and coalesced (one NOTIFY in flight at a time, the next covering
 * everything committed meanwhile). Every instance, woken by a notification, its own commits or
 * a timer, reads the outbox after the last id it saw and delivers to its streams.
 */
export async function postgresRelay(o: PostgresRelayOptions): Promise<Relay> {
  const counters = o.counters ?? NO_PUSH_COUNTS;
  const { rows } = await o.db.query<{ id: number }>('SELECT COALESCE(max(id), 0) AS id FROM push_outbox');
  // An instance holding no stream reads nothing (its cursor waits; the first read after a
  // stream opens catches up, and the stream's snapshot drops what it already saw).
  const reader = outboxReader(
    o.db,
    Number(rows[0].id),
    (r) => o.hub.deliver(r),
    o.log,
    () => o.hub.size > 0,
    counters,
  );
  let notifying = false;
  let notifyAgain = false;

  const session = o.keepSession('push listen', async (client: pg.Client) => {
    client.on('notification', (n) => {
      if (n.channel === PUSH_CHANNEL) reader.kick('notify');
    });
    // A NOTIFY carries nothing that must survive a crash (the rows are in the outbox, read on a
    // timer too): its commit need not wait for the WAL to reach the disk.
    await client.query('SET synchronous_commit TO off');
    await client.query(`LISTEN ${PUSH_CHANNEL}`);
    // What committed while no session listened.
    reader.kick('listen');
  });

  let notifyDue: NodeJS.Timeout | null = null;
  const notifySoon = (): void => {
    notifyDue ??= setTimeout(() => {
      notifyDue = null;
      notify();
    }, NOTIFY_BATCH_MS);
  };
  const notify = (): void => {
    if (notifying) {
      notifyAgain = true;
      return;
    }
    const client = session.current();
    // No session (the database is away): the other instances' timers read it.
    if (!client) return;
    notifying = true;
    counters.notified();
    client
      .query(`NOTIFY ${PUSH_CHANNEL}`)
      .catch((err: Error) => o.log.warn({ err }, 'push: NOTIFY failed (the other instances read on their timer)'))
      .finally(() => {
        notifying = false;
        if (notifyAgain) {
          notifyAgain = false;
          notify();
        }
      });
  };

  const catchUp = setInterval(() => reader.kick('catch_up'), CATCH_UP_MS);
  catchUp.unref();
  const stopPruning = pruner(
    o.db,
    async () => Number((await o.db.query<{ id: number }>('SELECT COALESCE(max(id), 0) AS id FROM push_outbox')).rows[0].id),
    o.log,
  );
  return {
    committed() {
      notifySoon();
      // This instance's own streams need not wait for its notification to come back.
      reader.kick('own_commit');
    },
    async close() {
      clearInterval(catchUp);
      if (notifyDue) clearTimeout(notifyDue);
      stopPruning();
      await session.close();
      await reader.idle();
    },
    async lagSeconds() {
      // Nothing waits on an instance holding no stream (its cursor waits too, see above).
      if (o.hub.size === 0) return 0;
      const { rows: oldest } = await o.db.query<{ s: number | null }>(
        'SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS s FROM push_outbox WHERE id > $1',
        [reader.last()],
      );
      return Math.max(0, Number(oldest[0]?.s ?? 0));
    },
  };
}

/**
 * Reads the outbox forward from `start`: the rows after the last id seen plus the ids it skipped
 * (gaps, see GAP_WAIT_MS), in id order. One read at a time; a kick during a read reads again after.
 */
export function outboxReader(
  db: Queryable,
  start: number,
  deliver: (rows: OutboxRow[]) => void,
  log: DbLog,
  wanted: () => boolean,
  counters: PushCounters = NO_PUSH_COUNTS,
) {
  let last = start;
  /** Why the next read runs (the first kick of the ones it serves). */
  let trigger: ReadTrigger | null = null;
  const gaps = new Map<number, number>();
  let running: Promise<void> | null = null;
  let due: NodeJS.Timeout | null = null;
  let again = false;
  let failing = false;

  const readOnce = async (why: ReadTrigger): Promise<boolean> => {
    const now = Date.now();
    for (const [id, since] of gaps) if (since < now - GAP_WAIT_MS) gaps.delete(id);
    const { rows } = await db.query<OutboxRow>(
      `SELECT id, user_id, body, xid::text AS xid FROM push_outbox WHERE id > $1 OR id = ANY($2::bigint[]) ORDER BY id LIMIT ${READ_BATCH}`,
      [last, [...gaps.keys()]],
    );
    const found = rows.map(outboxRow);
    counters.outboxRead(why, found.length);
    for (const row of found) {
      if (row.id > last) {
        for (let id = Math.max(last + 1, row.id - MAX_GAPS); id < row.id; id++) gaps.set(id, now);
        last = row.id;
      } else gaps.delete(row.id);
    }
    // Oldest first past the bound: a burst of rolled-back ids must not grow memory without end.
    for (const id of gaps.keys()) {
      if (gaps.size <= MAX_GAPS) break;
      gaps.delete(id);
    }
    if (found.length > 0) deliver(found);
    return found.length === READ_BATCH;
  };

  const run = async (): Promise<void> => {
    do {
      again = false;
      const why = trigger ?? 'catch_up';
      trigger = null;
      try {
        while (await readOnce(why)) {
          // A full batch: more may follow.
        }
        if (failing) log.warn({}, 'push: reading the outbox works again');
        failing = false;
      } catch (err) {
        // The database is away: the next kick or the timer tries again.
        if (!failing) log.warn({ err }, 'push: reading the outbox failed; retrying');
        failing = true;
        return;
      }
    } while (again);
  };

  return {
    kick(why: ReadTrigger): void {
      if (!wanted() || due) return;
      trigger ??= why;
      if (running) {
        again = true;
        return;
      }
      due = setTimeout(() => {
        due = null;
        running = run().finally(() => {
          running = null;
        });
      }, BATCH_MS);
    },
    last: () => last,
    idle: async () => {
      if (due) clearTimeout(due);
      await running;
    },
  };
}
