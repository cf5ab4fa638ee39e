import { useState } from 'react';
import { useActivitiesQuery, useActivityTypesQuery } from '@h5/api-client';
import { useNotifyBusinessError, useRouteLinks } from '@h5/feature-kit';
import { links } from '@h5/routing';
import type { ActivityViewProps } from './activity-view';

/** 全部 is the empty key; any other tab key is an activity type id. */
export const ALL_TAB = '';

/** /activity: tabs 全部 then the types; a tab change reloads the list filtered by type unless 全部. */
export function useActivity(): ActivityViewProps {
  const types = useActivityTypesQuery();
  const [tab, setTab] = useState(ALL_TAB);
  const list = useActivitiesQuery(tab === ALL_TAB ? undefined : Number(tab));
  useNotifyBusinessError(types.error ?? list.error);
  const linkTo = useRouteLinks();
  return {
    types: types.data ?? [],
    tab,
    onTab: setTab,
    activities: list.data?.data,
    loading: list.isFetching,
    failed: list.isError && !list.isFetching,
    onRetry: () => void list.refetch(),
    detailLink: (id) => linkTo(links.activityInfo(id)),
  };
}
