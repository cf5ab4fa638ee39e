import { useCallback, useRef, useState } from 'react';
import { IdempotencyKeys } from './idempotency-key';

export interface MoneyActionResult {
  /** The server answered (success or refusal); false for network failures and timeouts. */
  settled: boolean;
}

/**
 * Runs a money action at most once at a time and hands it its idempotency key. The guard is
 * a ref, not state: two taps in the same frame both see the first one running, where a
 * state flag would only be set after the next render. A settled answer (success or refusal)
 * retires the key; a network failure keeps it, so the player's retry is the same action.
 */
export function useMoneyAction<P>(run: (payload: P, idempotencyKey: string) => Promise<MoneyActionResult>) {
  const keys = useRef(new IdempotencyKeys()).current;
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (payload: P): Promise<void> => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const { settled } = await run(payload, keys.keyFor(payload));
        if (settled) keys.settle();
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [keys, run],
  );

  return { submit, busy };
}
