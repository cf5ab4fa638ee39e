import { selectIsLoggedIn, selectSessionExpired, useBalanceQuery } from '@h5/api-client';
import { BALANCE_POLL_MS, parseYuan, type Fen } from '@h5/domain';
import { useSelector } from 'react-redux';

/**
 * The central balance, polled every 4300 ms while a member is logged in and the page is
 * visible; skipped (so polling stops) on logout and once the session has expired.
 */
export function useHeaderBalance(): Fen | null | undefined {
  const loggedIn = useSelector(selectIsLoggedIn);
  const expired = useSelector(selectSessionExpired);
  const { data } = useBalanceQuery(undefined, {
    skip: !loggedIn || expired,
    pollingInterval: BALANCE_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  return data ? parseYuan(data.balance) : undefined;
}
