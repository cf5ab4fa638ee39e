import { useSelector } from 'react-redux';
import type { Fen } from '@h5/domain';
import { selectCentralBalance, selectGameBalance, selectTotalAssets, selectVenueMoney } from './money-figures';
import { selectMoneyLive, type VenueMoney } from './money-slice';
import { useBalanceQuery } from '../endpoints/account-api';

export interface MoneyFigures {
  central: Fen | undefined;
  game: Fen | undefined;
  total: Fen | undefined;
  venues: VenueMoney[] | undefined;
}

/**
 * The member's money as the one store entry holds it, with the central balance polled every
 * `pollMs` while the page is visible (`/api/balance`, the lightest call that carries it).
 * Every screen that shows a balance uses this: each subscription to the poll is the same
 * cache entry, so two on one screen (the header's and the page's) make one request per the
 * shorter interval, never two.
 *
 * While the live-money stream is up (live/live-money.ts) the poll stops: the stream brings every
 * committed movement within a second, and a stream that dies (error, 401, no heartbeat for
 * twice the server's interval) sets `live` back at once, so the poll resumes at `pollMs`.
 * No slow safety poll: the server never drops a committed event (outbox, catch-up), a missed
 * one while the stream was down is covered by the polls of that time and by the next hello.
 */
export function useMoneyFigures(pollMs: number, skip = false): MoneyFigures {
  const live = useSelector(selectMoneyLive);
  useBalanceQuery(undefined, { skip, pollingInterval: live ? 0 : pollMs, skipPollingIfUnfocused: true });
  const central = useSelector(selectCentralBalance);
  const game = useSelector(selectGameBalance);
  const total = useSelector(selectTotalAssets);
  const venues = useSelector(selectVenueMoney);
  return { central, game, total, venues };
}
