/**
 * What live money tells the instance's metrics (docs/operations.md, Metrics); the metrics area
 * hands an implementation to startPush, so push imports nothing above it. Off: NO_PUSH_COUNTS.
 */
export interface PushCounters {
  /** An event written to an open stream (hello and heartbeats not counted). */
  delivered(): void;
  /** A read of the outbox and why: a notification, the catch-up timer, this instance's own commit, the LISTEN session (re)established. */
  outboxRead(trigger: ReadTrigger, rows: number): void;
  /** A NOTIFY sent to the other instances. */
  notified(): void;
}

export type ReadTrigger = 'notify' | 'catch_up' | 'own_commit' | 'listen';

const ignore = (): void => undefined;
export const NO_PUSH_COUNTS: PushCounters = { delivered: ignore, outboxRead: ignore, notified: ignore };
