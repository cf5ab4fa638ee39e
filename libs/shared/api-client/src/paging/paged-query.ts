/**
 * Paged lists in RTK Query's cache (docs/architecture.md, Data): each list is an infinite-query
 * endpoint whose pages share one cache entry per filter, so the tags the money actions and the
 * live stream invalidate refresh it like any other query, and a filter change is a new entry.
 * `usePagedQuery` turns the hook's answer into what ui-kit's PagedList takes.
 */
import { useCallback, useMemo, useRef } from 'react';
import type { Paginator } from '@h5/api-contract';
import { FIRST_PAGE, nextPage } from '@h5/domain';
import type { Paged, PagedRefresh } from './paged';

/**
 * An infinite query's options for a list of the spec's pages: page 1 first, the next page by
 * docs/product.md §4's rule (stop at last_page or when `total` rows are in), and a refetch (a
 * tag invalidated, a refresh) asks page 1 alone: the rows stay until it arrives, then the list
 * goes on from page 2 (asking every loaded page again would cost a request per page scrolled).
 */
export function pagedOptions<Answer>(rowsOf: (answer: Answer) => Paginator<unknown>) {
  return {
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: Answer, all: Answer[], lastPageParam: number) => {
      const rows = rowsOf(last);
      const loaded = all.reduce((sum, answer) => sum + rowsOf(answer).data.length, 0);
      return nextPage({ loadedPage: lastPageParam, lastPage: rows.last_page, loaded, total: rows.total });
    },
    refetchCachedPages: false,
  };
}

/** `rowsOf` of an answer that is the page itself (most lists). */
export const pageRows = <T>(answer: Paginator<T>): Paginator<T> => answer;

/** The parts of an RTK Query infinite-query hook's answer a paged list reads. */
export interface PagedQueryResult<Answer> {
  /** The pages of the hook's own arg (a filter changed: none until its first page is in). */
  currentData?: { pages: Answer[]; pageParams: number[] };
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => { unwrap: () => Promise<unknown> };
  /** Settles with the entry's state once its request is in (the running one's, when one was on its way). */
  refetch: () => PromiseLike<unknown>;
}

// A number per first page seen: a refresh that brought other rows gives a new first page
// (RTK keeps an equal one as it was), a next page keeps it.
const firstPageIds = new WeakMap<object, number>();
let lastFirstPageId = 0;
function idOf(page: unknown): number {
  if (typeof page !== 'object' || page === null) return 0;
  let id = firstPageIds.get(page);
  if (id === undefined) firstPageIds.set(page, (id = ++lastFirstPageId));
  return id;
}

/**
 * The list a view shows from an infinite query's hook answer. `rowsOf` picks the paginator out of
 * a page's answer (most answers are one); `through` wraps a page load the view waits on (the
 * business-error toast of feature-kit's `notifying`).
 */
export function usePagedQuery<Answer, T>(
  result: PagedQueryResult<Answer>,
  rowsOf: (answer: Answer) => Paginator<T>,
  through: (load: Promise<unknown>) => Promise<unknown> = (load) => load,
): Paged<T> & PagedRefresh {
  const { currentData: data, isError, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = result;
  const items = useMemo(() => (data ? data.pages.flatMap((answer) => rowsOf(answer).data) : []), [data, rowsOf]);
  const last = data?.pages.at(-1);
  const lastRows = last === undefined ? undefined : rowsOf(last);
  const loaded = data !== undefined && data.pages.length > 0;

  // The next page on its way, if any: RTK runs one request per entry, so a refetch asked
  // meanwhile would only wait for it (the refresh would be lost).
  const nextPage = useRef<Promise<unknown> | null>(null);

  // With nothing loaded, RTK's next page is the first: it waits for the one on its way, or asks
  // again after a failure (the list's retry button).
  const loadMore = useCallback(async () => {
    const load = fetchNextPage().unwrap();
    nextPage.current = load;
    try {
      await through(load);
    } finally {
      if (nextPage.current === load) nextPage.current = null;
    }
  }, [fetchNextPage, through]);

  const refresh = useCallback(async () => {
    // Nothing shown yet: the first page is on its way, or failed with its own retry button.
    if (!loaded) return;
    const pending = nextPage.current;
    if (pending) await pending.catch(() => undefined);
    // Settles with the entry's state, failed or not: a failure shows as refreshFailed.
    await refetch();
  }, [loaded, refetch]);

  return {
    items,
    page: (data?.pageParams.length ?? 0) + FIRST_PAGE,
    lastPage: lastRows?.last_page,
    total: lastRows?.total,
    loadMore,
    refresh,
    refreshing: loaded && isFetching && !isFetchingNextPage,
    refreshFailed: loaded && isError && !isFetchNextPageError && !isFetching,
    generation: idOf(data?.pages[0]),
  };
}
