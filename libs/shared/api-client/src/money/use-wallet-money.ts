/** The member's money on /money, /transfer and /withdrawal: wallets, venues, refresh and 一键回收. Shared by wallet and cashier. */
import type { VenueBalance } from '@h5/api-contract';
import { parseYuan, totalAssets, type Fen } from '@h5/domain';
import { useCallback, useEffect, useMemo } from 'react';
import { isApiError } from '../api-error';
import { useRefreshUserMoneyMutation, useTransferAllMutation, useUserQuery } from '../endpoints/account-api';
import { useVenueBalancesQuery } from '../endpoints/wallet-api';
import { useMoneyAction } from './use-money-action';

/** One venue's money as ui-kit's VenueBalanceList shows it. */
export interface VenueMoney {
  platname: string;
  name: string;
  balance: Fen;
}

/** How the hook speaks to the player; api-client draws nothing, so the feature passes its toasts. */
export interface WalletMoneyNotices {
  /** A load refused with a business code: the server's message as an error toast (spec §8). */
  error: (message: string) => void;
  /** transall's message, shown as a success whatever the code (spec §8). */
  success: (message: string) => void;
}

export interface WalletMoneyOptions {
  notices: WalletMoneyNotices;
  /** Keeps a visitor's page from asking at all. */
  skip?: boolean;
}

/** Yuan text from the API as fen; a value the domain cannot read counts as nothing (0). */
const fen = (value: string | number | undefined): Fen => (value === undefined ? 0 : parseYuan(value) ?? 0);

const toItems = (venues: readonly VenueBalance[]): VenueMoney[] =>
  venues.map((v) => ({ platname: v.platname, name: v.name, balance: fen(v.balance) }));

const businessMessage = (error: unknown): string | null => (isApiError(error) && error.kind === 'business' ? error.message : null);

/**
 * The money of /money, /transfer and /withdrawal: central and game wallet (the member's info),
 * the venue list polled every `pollMs` while the page is visible, refresh and 一键回收. The
 * venue poll shows no loader (only the first answer has a skeleton); RTK Query starts no poll
 * while the previous one is still in flight. Network failures stay silent (the screen shows
 * its retry state).
 */
export function useWalletMoney(pollMs: number, { notices, skip = false }: WalletMoneyOptions) {
  const user = useUserQuery(undefined, { skip });
  const venues = useVenueBalancesQuery(undefined, { skip, pollingInterval: pollMs, skipPollingIfUnfocused: true });
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

  const central = user.data ? fen(user.data.balance) : undefined;
  const game = user.data ? fen(user.data.gameblance) : undefined;
  const venueItems = useMemo(() => (venues.data ? toItems(venues.data) : undefined), [venues.data]);

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
    central,
    game,
    total: central === undefined || game === undefined ? undefined : totalAssets(central, game),
    /** The member's info failed before any answer: the amounts show a retry. */
    userFailed: user.isError && !user.data,
    retryUser: user.refetch,
    venues: venueItems,
    venuesFailed: venues.isError && !venues.data,
    retryVenues: venues.refetch,
    refresh: () => void refreshMoney(),
    refreshing: refreshState.isLoading,
    recycle: () => void recycle.submit(null),
    recycling: recycle.busy,
  };
}

export type WalletMoney = ReturnType<typeof useWalletMoney>;
