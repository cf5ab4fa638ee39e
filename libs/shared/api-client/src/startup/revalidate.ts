// A module of its own: only the shell's after-load chunk (apps/web/src/live/live.ts) uses it, so
// none of it is in the first paint.
import { baseQuery } from '../base-query';
import { contentApi, startupRequests } from '../endpoints/content-api';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Asks the server again for everything the page carried (a page can be old: history, a tab
 * left open), in one batch: the four calls go out together, and their answers go into the cache
 * in one dispatch (one re-render), only those that differ from what the page carried (none, in
 * the usual case: no re-render at all). Not through the endpoints' refetch: each refetch flips
 * its query's isFetching twice, and every reader of it re-renders for each flip (8 renders of
 * the home page and the header for 4 answers). Nor invalidated: RTK Query drops an invalidated
 * answer nobody reads yet, and a part whose code was still loading (a slow network) would then
 * hydrate without the data the server's HTML was made from. A failed call keeps the carried answer.
 */
export function revalidateStartupCache(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<void> {
  return dispatch(async (_, getState, extra) => {
    const controller = new AbortController();
    const api = {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch,
      getState,
      extra,
      endpoint: 'startup',
      type: 'query' as const,
    };
    const answers = await Promise.all(STARTUP_ENDPOINTS.map((name) => baseQuery(startupRequests[name](), api, {})));
    const state = getState() as Parameters<ReturnType<(typeof contentApi.endpoints)['appInfo']['select']>>[0];
    const changed = STARTUP_ENDPOINTS.flatMap((endpointName, i) => {
      const answer = answers[i];
      if (!answer || ('error' in answer && answer.error)) return [];
      const carried = contentApi.endpoints[endpointName].select()(state).data;
      return JSON.stringify(carried) === JSON.stringify(answer.data) ? [] : [{ endpointName, arg: undefined, value: answer.data }];
    });
    if (changed.length > 0)
      dispatch(contentApi.util.upsertQueryEntries(changed as Parameters<typeof contentApi.util.upsertQueryEntries>[0]));
  });
}

const STARTUP_ENDPOINTS = ['appInfo', 'banners', 'homeNotices', 'gameList'] as const;
