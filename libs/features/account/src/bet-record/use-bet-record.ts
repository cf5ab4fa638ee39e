import { useMemo, useState } from 'react';
import { pageRows, useBetRecordsInfiniteQuery, usePagedQuery, useVenueBalancesQuery } from '@h5/api-client';
import { DEFAULT_DATE_FILTER, platformOptions, type DateFilter } from '@h5/domain';
import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import type { BetRecordViewProps } from './bet-record-view';

/** /betRecord: platform (全平台 first, from the venue list) and date filters; a filter change restarts at page 1. */
export function useBetRecord(): BetRecordViewProps {
  const venues = useVenueBalancesQuery();
  const [platform, setPlatform] = useState('');
  const [date, setDate] = useState<DateFilter>(DEFAULT_DATE_FILTER);
  // Bets settle at the venues, not on a tap here: a return to the page does not reload the list.
  const bets = usePagedQuery(useBetRecordsInfiniteQuery({ date, api_type: platform }, { refetchOnFocus: false }), pageRows);
  const listKey = `${platform}|${date}`;
  const platforms = useMemo(
    () => platformOptions(venues.data ?? []).map((option) => ({ value: option.platname, label: option.name })),
    [venues.data],
  );
  const onBack = useBack(ROUTES.mine);
  return { platforms, platform, onPlatform: setPlatform, date, onDate: setDate, bets, listKey, onBack };
}
