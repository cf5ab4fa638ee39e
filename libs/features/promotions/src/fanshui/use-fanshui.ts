import { useCallback, useMemo, useState } from 'react';
import { isApiError, useClaimRebatesMutation, useLazyRebatesQuery, useMoneyAction, useVenueBalancesQuery } from '@h5/api-client';
import { usePaged } from '@h5/api-client';
import type { RebateData } from '@h5/api-contract';
import { CASHIER_MESSAGES, DEFAULT_DATE_FILTER, parseYuan, platformOptions, type DateFilter } from '@h5/domain';
import { notifying } from '@h5/feature-kit';
import { showError, showToast } from '@h5/ui-kit';
import { messages } from '../messages';

type Totals = Pick<RebateData, 'jisuan' | 'nojisuan'>;

/**
 * /fanshui: claimed and pending totals, the claim (all pending at once, one request per tap),
 * platform (全平台 first) and date filters over the paged records.
 */
export function useFanshui() {
  const venues = useVenueBalancesQuery();
  const [platform, setPlatform] = useState('');
  const [date, setDate] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  const [totals, setTotals] = useState<Totals | null>(null);
  const [fetchRebates] = useLazyRebatesQuery();
  const fetchPage = useCallback(
    async (page: number) => {
      const data = await notifying(fetchRebates({ date, page, api_type: platform, type: '' }).unwrap());
      setTotals({ jisuan: data.jisuan, nojisuan: data.nojisuan });
      return data.list;
    },
    [fetchRebates, date, platform],
  );
  const listKey = `${platform}|${date}`;
  const rebates = usePaged(fetchPage, listKey);
  // After a claim the same records are asked again (new states, new totals): the rows shown
  // stay until the fresh page 1 replaces them, instead of a flash back to the loading state.
  const { refresh } = rebates;
  const platforms = useMemo(() => platformOptions(venues.data ?? []).map((o) => ({ value: o.platname, label: o.name })), [venues.data]);

  const [claim] = useClaimRebatesMutation();
  const run = useCallback(
    async (_action: 'claim', idempotencyKey: string) => {
      const result = await claim({ body: undefined, idempotencyKey });
      if (result.data) {
        showToast(result.data.message, { icon: 'success' });
        void refresh();
        return { settled: true };
      }
      const error = result.error;
      if (isApiError(error) && error.kind === 'unauthorized') return { settled: true };
      if (isApiError(error) && error.kind === 'business') {
        showError(error.message);
        void refresh();
        return { settled: true };
      }
      showError(messages.failed);
      return { settled: false };
    },
    [claim, refresh],
  );
  const action = useMoneyAction<'claim'>(run);
  const onClaim = () => {
    // docs/product.md §5: nothing pending is refused before asking the server.
    if (!totals || (parseYuan(totals.nojisuan) ?? 0) <= 0) return showError(CASHIER_MESSAGES.rebateNothingToClaim);
    void action.submit('claim');
  };

  return { totals, platforms, platform, setPlatform, date, setDate, rebates, listKey, claiming: action.busy, onClaim };
}
