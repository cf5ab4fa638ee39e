import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, selectWithdrawOnlyUntil, useRealityCheckQuery, type RootWithSession } from '@h5/api-client';
import { parseBeijingDateTime } from '@h5/domain';
import { readAcknowledged, realitySchedule, writeAcknowledged } from './schedule';

/**
 * The reality check's model: the interval and the session's start from the server, a timer to
 * the next reminder (a player's clock, so Playwright's page.clock moves it too), the figures
 * asked again when it shows, and which reminder the player has answered.
 */
export function useRealityCheck(now: () => number = Date.now) {
  // Not in a withdraw-only session (docs/api.md, Player protection): there is no play to remind of, and the server refuses the call.
  const loggedIn = useSelector((state: RootWithSession) => selectIsLoggedIn(state) && !selectWithdrawOnlyUntil(state));
  const query = useRealityCheckQuery(undefined, { skip: !loggedIn });
  const data = loggedIn ? query.data : undefined;
  const start = data ? parseBeijingDateTime(data.started_at) : null;
  const minutes = data?.minutes ?? 0;
  const [shown, setShown] = useState(0);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!data || start === null || minutes === 0 || shown) return;
    const { due, waitMs } = realitySchedule(start, now(), minutes, readAcknowledged(data.started_at));
    if (due) {
      setShown(due);
      query.refetch();
      return;
    }
    const timer = setTimeout(() => setTick((t) => t + 1), waitMs);
    return () => clearTimeout(timer);
    // `query` changes with every answer; the figures' refetch must not restart the timer.
  }, [data?.started_at, start, minutes, shown, tick, now]);

  const acknowledge = useCallback(() => {
    if (data) writeAcknowledged(data.started_at, shown);
    setShown(0);
  }, [data, shown]);

  const elapsedMinutes = start === null ? 0 : Math.max(0, Math.floor((now() - start) / 60_000));
  return { open: loggedIn && shown > 0 && Boolean(data), data, elapsedMinutes, acknowledge };
}
