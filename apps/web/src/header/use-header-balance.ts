import { useSelector } from 'react-redux';
import { selectIsLoggedIn, selectSessionExpired, useMoneyFigures } from '@h5/api-client';
import { BALANCE_POLL_MS, type Fen } from '@h5/domain';

/**
 * The central balance from the one money entry (api-client's money slice), polled every
 * 4300 ms while a member is logged in and the page is visible; skipped (so polling stops) on
 * logout and once the session has expired. Any answer carrying a newer figure (a page's poll,
 * the member's info, a refresh, a transfer) moves it too, so the header and the page beside
 * it always show the same amount.
 */
export function useHeaderBalance(): Fen | undefined {
  const loggedIn = useSelector(selectIsLoggedIn);
  const expired = useSelector(selectSessionExpired);
  const { central } = useMoneyFigures(BALANCE_POLL_MS, !loggedIn || expired);
  return loggedIn ? central : undefined;
}
