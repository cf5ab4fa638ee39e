import { NO_PUSH_COUNTS, type PushCounters } from './counters';
import { PushHub } from './hub';
import { withPushEvents } from './outbox';
import { embeddedRelay, postgresRelay, type Relay } from './relay';
import type { ServerConfig } from '../config';
import type { DbLog } from '../db/log';
import type { Db } from '../db/types';

/** Live money on one instance: the database that writes events, the streams, the relay between. */
export interface Push {
  /** The database the routes use: every transaction writes its events to the outbox. */
  db: Db;
  hub: PushHub;
  /** Ends every stream (before the HTTP server closes: a stream would hold it open). */
  closeStreams(): void;
  /** Stops listening and the timers (before the database closes). */
  close(): Promise<void>;
  /** Age of the oldest outbox row this instance has yet to deliver, in seconds (the metrics' outbox lag). */
  lagSeconds(): Promise<number>;
}

/** Off (PUSH_EVENTS=0) → null: the plain database, no stream route. */
export async function startPush(db: Db, config: ServerConfig, log: DbLog, counters: PushCounters = NO_PUSH_COUNTS): Promise<Push | null> {
  if (!config.push.events) return null;
  const hub = new PushHub(db, config.push, log, counters);
  let relay: Relay;
  // Several instances share PostgreSQL: through the outbox and NOTIFY (every instance reads the
  // rows, so a commit need not read its own back). The embedded database has one process: the
  // rows a commit wrote are delivered at once.
  if (db.keepSession) relay = await postgresRelay({ db, keepSession: db.keepSession.bind(db), log, hub, counters });
  else relay = embeddedRelay(db, hub, log);
  return {
    db: withPushEvents(db, (rows) => relay.committed(rows), !db.keepSession),
    hub,
    closeStreams: () => hub.closeAll('shutdown'),
    async close() {
      hub.stop();
      await relay.close();
    },
    lagSeconds: () => relay.lagSeconds(),
  };
}
