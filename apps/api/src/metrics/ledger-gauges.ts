import { Gauge, type Registry } from 'prom-client';
import type { LedgerRun } from '../money/ledger-schedule';

/**
 * The scheduled ledger check's result (docs/operations.md, Ledger check), as a function the
 * schedule calls after each check. Both gauges enter the registry at the first result: an instance
 * that has not checked yet says nothing, rather than a 0 an alert would read as a failure. Alert on
 * `min(h5_ledger_check_ok) == 0`, and on `time() - max(h5_ledger_check_last_run_timestamp_seconds)`
 * past a few intervals (no instance checks any more).
 */
export function ledgerGauges(registry: Registry): (run: LedgerRun) => void {
  const ok = new Gauge({
    name: 'h5_ledger_check_ok',
    help: "1 when this instance's last ledger check found the books whole, 0 when it found a problem",
    registers: [],
  });
  const at = new Gauge({
    name: 'h5_ledger_check_last_run_timestamp_seconds',
    help: "When this instance's last ledger check finished (Unix time)",
    registers: [],
  });
  let registered = false;
  return (run) => {
    if (!registered) {
      registry.registerMetric(ok);
      registry.registerMetric(at);
      registered = true;
    }
    ok.set(run.ok ? 1 : 0);
    at.set(run.at / 1000);
  };
}
