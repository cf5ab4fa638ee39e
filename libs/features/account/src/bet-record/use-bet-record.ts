import { useCallback, useMemo, useState } from 'react';
import { useLazyBetRecordsQuery, useVenueBalancesQuery } from '@h5/api-client';
import { usePaged } from '@h5/api-client';
import { DEFAULT_DATE_FILTER, platformOptions, type DateFilter } from '@h5/domain';

/** /betRecord: platform (全平台 first, from the venue list) and date filters; a filter change restarts at page 1. */
export function useBetRecord() {
  const venues = useVenueBalancesQuery();
  const [platform, setPlatform] = useState('');
  const [date, setDate] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  const [fetchBets] = useLazyBetRecordsQuery();
  const fetchPage = useCallback((page: number) => fetchBets({ date, page, api_type: platform }).unwrap(), [fetchBets, date, platform]);
  const listKey = `${platform}|${date}`;
  const bets = usePaged(fetchPage, listKey);
  const platforms = useMemo(
    () => platformOptions(venues.data ?? []).map((option) => ({ value: option.platname, label: option.name })),
    [venues.data],
  );
  return { platforms, platform, setPlatform, date, setDate, bets, listKey };
}
