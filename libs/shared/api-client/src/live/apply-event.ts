/**
 * What each live-money event does to the store: the figures go into the RTK Query cache as the
 * answers of `balance` and `balancelist` would (upsertQueryData), so every screen and the money
 * entry see them without a request; decisions and messages invalidate the cache tags of the lists
 * they change, so only the lists on screen ask again.
 *
 * Ordering: upsertQueryData runs as a request of its own, so the answer it writes is numbered
 * after every request already started (money/money-slice.ts): an event is the newest figure, and
 * a poll that left before it and answers after it cannot put the older amount back.
 */
import type { PushEvents, PushFigures } from '@h5/api-contract';
import { accountApi } from '../endpoints/account-api';
import { cashierApi } from '../endpoints/cashier-api';
import { profileApi } from '../endpoints/profile-api';
import { walletApi } from '../endpoints/wallet-api';
import type { AppDispatch, RootState } from '../store';

/** The figures an event carries: `balance` as the balance poll answers it, the venue list as balancelist does. */
function applyFigures(dispatch: AppDispatch, figures: Partial<PushFigures>): void {
  if (figures.balance !== undefined) void dispatch(accountApi.util.upsertQueryData('balance', undefined, { balance: figures.balance }));
  // The game wallet is the venues' sum (money-figures.ts), so the list carries gameblance too.
  if (Array.isArray(figures.balancelist)) void dispatch(walletApi.util.upsertQueryData('venueBalances', undefined, figures.balancelist));
}

/** The page-1 answer of the message list holds the total the unread count is read from (session/message-num.ts). */
function messagesMoved(dispatch: AppDispatch, getState: () => RootState, total: number): void {
  // `as never`: profile-api adds its tag types (enhanceEndpoints), which RootState's type does not list.
  const cached = profileApi.endpoints.siteMessages.select(1)(getState() as never).data;
  if (cached && cached.total !== total) dispatch(profileApi.util.invalidateTags(['Messages']));
}

export interface ApplyContext {
  dispatch: AppDispatch;
  getState: () => RootState;
  /** The hello of a reconnection: what changed while the stream was down is asked once. */
  resync: boolean;
}

export function applyEvent<K extends keyof PushEvents>(name: K, data: PushEvents[K], { dispatch, getState, resync }: ApplyContext): void {
  switch (name) {
    case 'hello': {
      const hello = data as PushEvents['hello'];
      applyFigures(dispatch, hello);
      // Decisions made while the stream was down reach the record lists and 审核中 rows now.
      if (resync) {
        dispatch(cashierApi.util.invalidateTags(['Transactions', 'BetAmount']));
      }
      messagesMoved(dispatch, getState, hello.messages);
      break;
    }
    case 'money':
      applyFigures(dispatch, data as PushEvents['money']);
      break;
    case 'order':
      // A deposit or withdrawal asked for or decided: the lists showing it (and 审核中) and the
      // withdrawal's bet requirement ask again; its money, if any moved, came in a money event.
      dispatch(cashierApi.util.invalidateTags(['Transactions', 'BetAmount']));
      break;
    case 'messages':
      messagesMoved(dispatch, getState, (data as PushEvents['messages']).messages);
      break;
  }
}
