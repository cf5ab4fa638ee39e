import {
  isApiError,
  useMoneyAction,
  useRefreshUserMoneyMutation,
  useTransferAllMutation,
  useUserQuery,
  useVenueBalancesQuery,
} from '@h5/api-client';
import type { VenueBalance } from '@h5/api-contract';
import { parseYuan, totalAssets, type Fen } from '@h5/domain';
import { showToast, type VenueBalanceItem } from '@h5/ui-kit';
import { useCallback, useEffect, useMemo } from 'react';
import { notifyBusinessError } from './notify';

/** Yuan text from the API as fen; a value the domain cannot read counts as nothing (0). */
const fen = (value: string | number | undefined): Fen => (value === undefined ? 0 : parseYuan(value) ?? 0);

const toItems = (venues: readonly VenueBalance[]): VenueBalanceItem[] =>
  venues.map((v) => ({ platname: v.platname, name: v.name, balance: fen(v.balance) }));

/**
 * The money of /money and /transfer: central and game wallet (the member's info), the venue
 * list polled every `pollMs` while the page is visible, refresh and 一键回收. The venue poll
 * shows no loader (only the first answer has a skeleton); RTK Query starts no poll while the
 * previous one is still in flight. `skip` keeps a visitor's page from asking at all.
 */
export function useWalletMoney(pollMs: number, { skip = false }: { skip?: boolean } = {}) {
  const user = useUserQuery(undefined, { skip });
  const venues = useVenueBalancesQuery(undefined, { skip, pollingInterval: pollMs, skipPollingIfUnfocused: true });
  const [refreshMoney, refreshState] = useRefreshUserMoneyMutation();
  const [transferAll] = useTransferAllMutation();

  useEffect(() => notifyBusinessError(user.error), [user.error]);
  useEffect(() => notifyBusinessError(venues.error), [venues.error]);

  const central = user.data ? fen(user.data.balance) : undefined;
  const game = user.data ? fen(user.data.gameblance) : undefined;
  const venueItems = useMemo(() => (venues.data ? toItems(venues.data) : undefined), [venues.data]);

  const recycleRun = useCallback(
    async (_: null, idempotencyKey: string) => {
      const result = await transferAll({ idempotencyKey });
      // transall's message is shown as a success whatever the code (spec §8); network
      // failures stay silent and keep the key for the next tap.
      const message = result.data?.message ?? (isApiError(result.error) && result.error.kind === 'business' ? result.error.message : '');
      if (message) showToast(message, { icon: 'success' });
      return { settled: 'data' in result || (isApiError(result.error) && result.error.kind === 'business') };
    },
    [transferAll],
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
