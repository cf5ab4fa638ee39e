import pg from 'pg';
import { type DbLog, silentDbLog } from './log';
import { pgClientConfig } from './pg-config';
import { DEFAULT_DB_SETTINGS, type DbSettings } from './settings';
import { asUnavailable, isDatabaseUnavailable } from './unavailable';

/**
 * Single PostgreSQL sessions outside the pool, for what is bound to one session: the start-up
 * advisory lock (startup-lock.ts), the readiness probe (postgres-db.ts) and, later, a LISTEN
 * connection (the push issue): its channel must be listened to again on every new connection,
 * which keepSession's onConnect does. Their errors are handled like the pool's: logged, never
 * fatal.
 */
export interface SessionOptions {
  /** Names the session in the log ("startup lock", "listen"). */
  label: string;
  settings?: DbSettings;
  log?: DbLog;
}

/** Waits between connection attempts while the database is away: 250 ms, doubling, at most 2 s. */
export const RECONNECT_DELAYS_MS = { first: 250, max: 2_000 };

/** One connected session; a failure to connect is a DatabaseUnavailableError when the database is away. */
export async function connectSession(url: string, opts: SessionOptions): Promise<pg.Client> {
  const log = opts.log ?? silentDbLog;
  const client = new pg.Client(pgClientConfig(url, opts.settings ?? DEFAULT_DB_SETTINGS));
  client.on('error', (err) => log.warn({ err, session: opts.label }, 'database: a session connection broke'));
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw asUnavailable(err);
  }
  return client;
}

/**
 * Connects, trying again (with growing waits) for as long as the database is away; any other
 * failure (wrong password, unknown database) is thrown at once. `signal` stops the waiting.
 */
export async function connectSessionWhenAvailable(url: string, opts: SessionOptions & { signal?: AbortSignal }): Promise<pg.Client> {
  const log = opts.log ?? silentDbLog;
  for (let wait = RECONNECT_DELAYS_MS.first; ; wait = Math.min(wait * 2, RECONNECT_DELAYS_MS.max)) {
    opts.signal?.throwIfAborted();
    try {
      return await connectSession(url, opts);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      log.warn({ err, session: opts.label, retryInMs: wait }, 'database unavailable: connecting again shortly');
      await sleep(wait, opts.signal);
    }
  }
}

export interface KeptSession {
  /** The connected client, or null while reconnecting. */
  current(): pg.Client | null;
  /** Resolves when a connection is up (after start or a reconnection). */
  ready(): Promise<pg.Client>;
  close(): Promise<void>;
}

/**
 * Keeps one session open for the life of the process: when its connection breaks (restart,
 * failover, a cut network), it connects again as soon as the database answers and runs
 * `onConnect` on the new client (LISTEN …, SET …) before handing it out. The reconnection a
 * LISTEN connection needs (docs/api.md, Live money) — the pool reconnects by itself on demand.
 */
export function keepSession(url: string, opts: SessionOptions & { onConnect?: (client: pg.Client) => Promise<void> }): KeptSession {
  const log = opts.log ?? silentDbLog;
  const stop = new AbortController();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client>;

  const connect = async (): Promise<pg.Client> => {
    for (;;) {
      const next = await connectSessionWhenAvailable(url, { ...opts, signal: stop.signal });
      if (stop.signal.aborted) {
        // Closed while this connection was being made: it is not wanted any more.
        await next.end().catch(() => undefined);
        throw stop.signal.reason;
      }
      try {
        await opts.onConnect?.(next);
      } catch (err) {
        // The database went away again during onConnect: start over.
        await next.end().catch(() => undefined);
        if (!isDatabaseUnavailable(err)) throw err;
        continue;
      }
      if (stop.signal.aborted) {
        // Closed while onConnect ran (LISTEN, SET …): handed out, it would stay open for ever.
        await next.end().catch(() => undefined);
        throw stop.signal.reason;
      }
      next.once('end', () => {
        client = null;
        if (stop.signal.aborted) return;
        log.warn({ session: opts.label }, 'database: session lost, reconnecting');
        connecting = connect();
        connecting.catch(() => undefined);
      });
      client = next;
      return next;
    }
  };
  connecting = connect();
  connecting.catch(() => undefined);
  return {
    current: () => client,
    ready: () => connecting,
    async close() {
      stop.abort();
      await client?.end().catch(() => undefined);
      // A connection still being made ends itself on seeing the abort: wait for it.
      await connecting.catch(() => undefined);
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
