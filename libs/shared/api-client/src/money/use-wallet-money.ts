/** The member's money on /money, /transfer and /withdrawal: wallets, venues, refresh and 一键回收. Shared by wallet and cashier. */
import { useCallback, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { BALANCE_POLL_MS } from '@h5/domain';
import { isApiError } from '../api-error';
import { selectMoneyLive } from './money-slice';
import { useMoneyAction } from './use-money-action';
import { useMoneyFigures } from './use-money-figures';
import { useRefreshUserMoneyMutation, useTransferAllMutation, useUserQuery } from '../endpoints/account-api';
import { useVenueBalancesQuery } from '../endpoints/wallet-api';

/** How the hook speaks to the player; api-client draws nothing, so the feature passes its toasts. */
export interface WalletMoneyNotices {
  /** A load refused with a business code: the server's message as an error toast (docs/product.md §8). */
  error: (message: string) => void;
  /** transall's message, shown as a success whatever the code (docs/product.md §8). */
  success: (message: string) => void;
}

export interface WalletMoneyOptions {
  notices: WalletMoneyNotices;
  /** Keeps a visitor's page from asking at all. */
  skip?: boolean;
}

const businessMessage = (error: unknown): string | null => (isApiError(error) && error.kind === 'business' ? error.message : null);

/**
 * The money of /money, /transfer and /withdrawal: central and game wallet, total and venues,
 * all read from the one money entry (money-slice.ts), refresh and 一键回收. While the page is
 * visible the screen asks for the venue list every `pollMs` (the screen's interval of
 * docs/product.md §9) and the central balance every 4300 ms, the spec's balance poll: on a
 * screen with the header the two balance subscriptions are one, so /transfer asks at most
 * 14 + 40 times a minute, as the site's client did. The polls show no loader (only the first
 * answer has a skeleton); RTK Query starts no poll while the previous one is in flight.
 * Network failures stay silent (the screen shows its retry state). While the live-money
 * stream is up both polls stop (see useMoneyFigures): its events carry the venue list too.
 */
export function useWalletMoney(pollMs: number, { notices, skip = false }: WalletMoneyOptions) {
  const user = useUserQuery(undefined, { skip });
  const live = useSelector(selectMoneyLive);
  const venues = useVenueBalancesQuery(undefined, { skip, pollingInterval: live ? 0 : pollMs, skipPollingIfUnfocused: true });
  const figures = useMoneyFigures(BALANCE_POLL_MS, skip);
  const [refreshMoney, refreshState] = useRefreshUserMoneyMutation();
  const [transferAll] = useTransferAllMutation();

  useEffect(() => {
    const message = businessMessage(user.error);
    if (message !== null) notices.error(message);
  }, [user.error, notices]);
  useEffect(() => {
    const message = businessMessage(venues.error);
    if (message !== null) notices.error(message);
  }, [venues.error, notices]);

  const recycleRun = useCallback(
    async (_: null, idempotencyKey: string) => {
      const result = await transferAll({ idempotencyKey });
      // A network failure stays silent and keeps the key for the next tap.
      const message = result.data?.message ?? businessMessage(result.error) ?? '';
      if (message) notices.success(message);
      return { settled: 'data' in result || businessMessage(result.error) !== null };
    },
    [transferAll, notices],
  );
  const recycle = useMoneyAction(recycleRun);

  return {
    user: user.data,
    central: figures.central,
    game: figures.game,
    total: figures.total,
    /** The member's info failed and no answer has brought the amounts: they show a retry. */
    userFailed: user.isError && !user.data && (figures.central === undefined || figures.game === undefined),
    retryUser: user.refetch,
    venues: figures.venues,
    venuesFailed: venues.isError && figures.venues === undefined,
    retryVenues: venues.refetch,
    refresh: () => void refreshMoney(),
    refreshing: refreshState.isLoading,
    recycle: () => void recycle.submit(null),
    recycling: recycle.busy,
  };
}

export type WalletMoney = ReturnType<typeof useWalletMoney>;
