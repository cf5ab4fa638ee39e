import { useState } from 'react';
import { useActivitiesQuery, useActivityTypesQuery } from '@h5/api-client';
import { useNotifyBusinessError } from '@h5/feature-kit';

/** 全部 is the empty key; any other tab key is an activity type id. */
export const ALL_TAB = '';

/** /activity: tabs 全部 then the types; a tab change reloads the list filtered by type unless 全部. */
export function useActivity() {
  const types = useActivityTypesQuery();
  const [tab, setTab] = useState(ALL_TAB);
  const list = useActivitiesQuery(tab === ALL_TAB ? undefined : Number(tab));
  useNotifyBusinessError(types.error ?? list.error);
  return {
    types: types.data ?? [],
    tab,
    setTab,
    activities: list.data?.data,
    loading: list.isFetching,
    failed: list.isError && !list.isFetching,
    retry: () => void list.refetch(),
  };
}
