import { checkLedger, formatLedgerCheck, type LedgerCheck } from './ledger-check';
import type { Db } from '../db/types';

/** Any fixed number (beside the start-up lock's): the instances of one database share it. */
const LEDGER_CHECK_LOCK_KEY = 7_070_002;

export interface LedgerRun {
  ok: boolean;
  /** When this instance last finished a check (ms since the epoch). */
  at: number;
  findings: number;
}

export interface LedgerSchedule {
  /** This instance's last finished check; null before its first. */
  last(): LedgerRun | null;
  /** Called after each finished check (the metrics' gauges). */
  onRun(listener: (run: LedgerRun) => void): void;
  /** Runs one check now (or skips it when another instance's is running); the timer uses it. */
  runOnce(): Promise<LedgerRun | 'skipped'>;
  /** No further turn; waits for a check under way. */
  stop(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The ledger check on a timer inside the server (docs/operations.md, Ledger check). On PostgreSQL
 * an instance holds an advisory lock for its check and one that finds it held skips its turn: the
 * instances of a fleet never check at the same time (each starts at a random point of the first
 * interval, so their turns spread out). A failed check is logged with its listing; its result is
 * what `last()` reports to the metrics.
 */
export function startLedgerSchedule(db: Db, intervalS: number, log: Log, now: () => number = Date.now): LedgerSchedule {
  let last: LedgerRun | null = null;
  let running: Promise<LedgerRun | 'skipped'> | null = null;
  const listeners: ((run: LedgerRun) => void)[] = [];
  const runOnce = (): Promise<LedgerRun | 'skipped'> =>
    (running ??= (async () => {
      try {
        const result = await checkLocked(db);
        if (result === 'skipped') return result;
        last = { ok: result.ok, at: now(), findings: result.problems.reduce((n, p) => n + p.count, 0) };
        if (result.ok) log.info({ counts: result.counts }, formatLedgerCheck(result));
        else log.error({ problems: result.problems }, formatLedgerCheck(result));
        for (const listener of listeners) listener(last);
        return last;
      } finally {
        running = null;
      }
    })());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => log.error({ err }, 'ledger check could not run (the next turn tries again)'))
        .finally(() => next(intervalS * 1000));
    }, ms);
    // The check never keeps the process alive.
    timer.unref();
  };
  if (intervalS > 0) next(Math.floor(Math.random() * intervalS * 1000));
  return {
    last: () => last,
    onRun: (listener) => void listeners.push(listener),
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** The check holding the fleet's lock for its transaction; 'skipped' when another instance holds it. */
async function checkLocked(db: Db): Promise<LedgerCheck | 'skipped'> {
  if (db.kind !== 'postgres') return checkLedger(db);
  // The lock is one transaction's, held while the check reads in a snapshot of its own (another
  // connection: a snapshot's isolation must be set before its first statement); it ends with it.
  return db.tx(async (q) => {
    const { rows } = await q.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS got', [LEDGER_CHECK_LOCK_KEY]);
    if (!rows[0]?.got) return 'skipped' as const;
    return checkLedger(db);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled ledger check when LEDGER_CHECK_INTERVAL_S is above 0. */
    ledgerCheck?: LedgerSchedule;
  }
}
