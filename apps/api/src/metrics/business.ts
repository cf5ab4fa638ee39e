import { Counter, type Registry } from 'prom-client';
import { SeriesCounter } from './series';
import type { Tally } from '../events/tally';
import type { PushCounters, ReadTrigger } from '../push/counters';

/**
 * The business an operator watches and live money's traffic, counted from the areas' tallies
 * (events/tally.ts) and push's counters (push/counters.ts). Amounts are counted in fen, never
 * used as labels; kinds and outcomes are the code's own short lists.
 */
export function businessMetrics(registry: Registry): { tally: Tally; push: PushCounters } {
  const registers = [registry];
  // Every money call counts here (two movements a transfer): pre-bound series (metrics/series.ts).
  const movements = new SeriesCounter(
    'h5_ledger_movements_total',
    'Ledger movements committed, by kind (deposit, withdraw, transfer_in, bet, win, red_packet, rebate, …)',
    ['kind'],
    registry,
  );
  const moved = new SeriesCounter(
    'h5_ledger_amount_fen_total',
    'Money moved by committed ledger movements, in fen, by kind and direction (credit: into a wallet, debit: out of one)',
    ['kind', 'direction'],
    registry,
  );
  const decided = new Counter({
    name: 'h5_orders_decided_total',
    help: 'Deposits and withdrawals decided (by the operator or the auto-approval), by outcome',
    labelNames: ['kind', 'outcome'],
    registers,
  });
  for (const kind of ['deposit', 'withdrawal']) for (const outcome of ['approved', 'refused']) decided.inc({ kind, outcome }, 0);
  const redPackets = new Counter({ name: 'h5_red_packets_paid_total', help: 'Red packets grabbed and credited', registers });
  const redPacketFen = new Counter({ name: 'h5_red_packets_paid_fen_total', help: 'Red packets credited, in fen', registers });
  const rebates = new Counter({ name: 'h5_rebates_paid_total', help: 'Rebate claims credited', registers });
  const rebateFen = new Counter({ name: 'h5_rebates_paid_fen_total', help: 'Rebates credited, in fen', registers });
  const retries = new Counter({
    name: 'h5_money_retries_answered_total',
    help: 'Keyed money calls repeated by the client (Idempotency-Key): answered from the stored answer, not run again',
    registers,
  });
  const delivered = new Counter({ name: 'h5_push_events_delivered_total', help: 'Events written to open live-money streams', registers });
  const reads = new Counter({
    name: 'h5_push_outbox_reads_total',
    help: 'Reads of the outbox by trigger (notify: a NOTIFY arrived; catch_up: the timer; own_commit; listen: the session came back)',
    labelNames: ['trigger'],
    registers,
  });
  const rowsRead = new Counter({ name: 'h5_push_outbox_rows_read_total', help: 'Outbox rows read for delivery', registers });
  const notified = new Counter({ name: 'h5_push_notify_sent_total', help: 'NOTIFYs sent to the other instances', registers });

  return {
    tally: {
      ledger(kind, fen) {
        movements.series(kind)();
        moved.series(kind, fen >= 0 ? 'credit' : 'debit')(Math.abs(fen));
      },
      orderDecided: (kind, outcome) => decided.inc({ kind, outcome }),
      redPacketPaid(fen) {
        redPackets.inc();
        redPacketFen.inc(fen);
      },
      rebatePaid(fen) {
        rebates.inc();
        rebateFen.inc(fen);
      },
      retryAnswered: () => retries.inc(),
    },
    push: {
      delivered: () => delivered.inc(),
      outboxRead(trigger: ReadTrigger, rows: number) {
        reads.inc({ trigger });
        if (rows > 0) rowsRead.inc(rows);
      },
      notified: () => notified.inc(),
    },
  };
}
