import { useCallback, useMemo, useState } from 'react';
import {
  isApiError,
  useClaimRebatesMutation,
  useMoneyAction,
  usePagedQuery,
  useRebatesInfiniteQuery,
  useVenueBalancesQuery,
} from '@h5/api-client';
import type { RebateData } from '@h5/api-contract';
import { CASHIER_MESSAGES, DEFAULT_DATE_FILTER, parseYuan, platformOptions, type DateFilter } from '@h5/domain';
import { notifying, useBack } from '@h5/feature-kit';
import { showError, showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import type { RebatesViewProps } from './rebates-view';

type Totals = Pick<RebateData, 'jisuan' | 'nojisuan'>;

const rebateRows = (answer: RebateData) => answer.list;

/**
 * /fanshui: claimed and pending totals, the claim (all pending at once, one request per tap),
 * platform (全平台 first) and date filters over the paged records.
 */
export function useRebates(): RebatesViewProps {
  const venues = useVenueBalancesQuery();
  const [platform, setPlatform] = useState('');
  const [date, setDate] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  // After a claim the claim's tag asks the records again (new states, new totals): the rows
  // shown stay until the fresh page 1 replaces them, instead of a flash back to the loading state.
  const list = useRebatesInfiniteQuery({ date, api_type: platform, type: '' }, { refetchOnFocus: false });
  const rebates = usePagedQuery(list, rebateRows, notifying);
  // The totals come with every page: the newest page's are the newest figures.
  const newest = list.data?.pages.at(-1);
  const totals: Totals | null = newest ? { jisuan: newest.jisuan, nojisuan: newest.nojisuan } : null;
  const listKey = `${platform}|${date}`;
  const platforms = useMemo(() => platformOptions(venues.data ?? []).map((o) => ({ value: o.platname, label: o.name })), [venues.data]);

  const [claim] = useClaimRebatesMutation();
  const run = useCallback(
    async (_action: 'claim', idempotencyKey: string) => {
      const result = await claim({ body: undefined, idempotencyKey });
      if (result.data) {
        showToast(result.data.message, { icon: 'success' });
        return { settled: true };
      }
      const error = result.error;
      if (isApiError(error) && error.kind === 'unauthorized') return { settled: true };
      if (isApiError(error) && error.kind === 'business') {
        showError(error.message);
        return { settled: true };
      }
      showError(messages.failed);
      return { settled: false };
    },
    [claim],
  );
  const action = useMoneyAction<'claim'>(run);
  const onClaim = () => {
    // docs/product.md §5: nothing pending is refused before asking the server.
    if (!totals || (parseYuan(totals.nojisuan) ?? 0) <= 0) return showError(CASHIER_MESSAGES.rebateNothingToClaim);
    void action.submit('claim');
  };

  const onBack = useBack();
  return {
    totals,
    platforms,
    platform,
    onPlatform: setPlatform,
    date,
    onDate: setDate,
    rebates,
    listKey,
    claiming: action.busy,
    onClaim,
    onBack,
  };
}
