import type { Queryable } from '../db/types';

/**
 * Business figures for the instance's metrics (docs/operations.md, Metrics), counted by the area
 * that makes them on the Queryable it was given, as notes are (events/notes.ts): the areas
 * import nothing above them and know nothing of Prometheus. Inside a transaction a count waits
 * for the commit (a rolled-back movement never counted); on a plain Db it counts at once.
 * Without metrics (METRICS_PORT unset) nothing carries a tally and a count is dropped.
 */
export const TALLY = Symbol('metrics tally');

export interface Tally {
  /** A ledger movement (kind: the ledger's; fen: signed, as written). */
  ledger(kind: string, fen: number): void;
  /** A deposit or withdrawal decided by the operator or the auto-approval. */
  orderDecided(kind: 'deposit' | 'withdrawal', outcome: 'approved' | 'refused'): void;
  redPacketPaid(fen: number): void;
  rebatePaid(fen: number): void;
  /** A keyed money call repeated (a client's retry): answered from the stored answer, not run again. */
  retryAnswered(): void;
}

export const tallyOf = (q: Queryable): Tally | undefined => (q as { [TALLY]?: Tally })[TALLY];

/** The counts of one transaction, handed to `to` only once it has committed. */
export class TallyBuffer implements Tally {
  private readonly pending: Array<(t: Tally) => void> = [];
  ledger(kind: string, fen: number): void {
    this.pending.push((t) => t.ledger(kind, fen));
  }
  orderDecided(kind: 'deposit' | 'withdrawal', outcome: 'approved' | 'refused'): void {
    this.pending.push((t) => t.orderDecided(kind, outcome));
  }
  redPacketPaid(fen: number): void {
    this.pending.push((t) => t.redPacketPaid(fen));
  }
  rebatePaid(fen: number): void {
    this.pending.push((t) => t.rebatePaid(fen));
  }
  retryAnswered(): void {
    this.pending.push((t) => t.retryAnswered());
  }
  flush(to: Tally): void {
    for (const count of this.pending) count(to);
  }
}
