/** Paged lists (docs/product.md §4): pages appended, stop at last_page/total, reset on a filter change. Shared by every feature that lists records. */
import { useCallback, useRef, useState } from 'react';
import type { Paginator } from '@h5/api-contract';
import { FIRST_PAGE } from '@h5/domain';

interface PageState<T> {
  key: string;
  /** Bumped each time a refresh replaced the rows; a page asked for before that never lands. */
  generation: number;
  items: T[];
  page: number;
  lastPage?: number;
  total?: number;
  refreshing: boolean;
  refreshFailed: boolean;
}

/** What keeps a list's rows on screen while it asks page 1 again (usePaged gives all of it). */
export interface PagedRefresh {
  /**
   * Asks page 1 again and keeps the rows on screen until it arrives, then replaces them (a
   * return to the page, a pull, after an action changed the records). Never rejects: a failure
   * keeps the rows and sets `refreshFailed`.
   */
  refresh: () => Promise<void>;
  /** A refresh is on its way (the rows shown are the previous ones). */
  refreshing: boolean;
  /** The last refresh failed: the rows shown are the previous ones. */
  refreshFailed: boolean;
  /** Changes when a refresh replaced the rows (the list's scroller starts over with them). */
  generation: number;
}

/** A paged list as a view takes it (ui-kit PagedList's data); a story may leave out the refresh. */
export interface Paged<T> extends Partial<PagedRefresh> {
  items: T[];
  /** The page the next loadMore asks for. */
  page: number;
  lastPage: number | undefined;
  total: number | undefined;
  loadMore: () => Promise<void>;
}

const fresh = <T>(key: string): PageState<T> => ({
  key,
  generation: 0,
  items: [],
  page: FIRST_PAGE,
  refreshing: false,
  refreshFailed: false,
});

/**
 * docs/product.md §4 paging: start at page 1, append each page; ui-kit's PagedList stops by the rule.
 * `fetchPage` rejects on failure so the list shows its retry state. A new `key` on the list
 * (a filter changed: other data) starts over from the loading state: pass the filter as
 * `resetKey`. The same data asked again (fresher) goes through `refresh` instead, so the
 * screen does not flash back to the loading state.
 */
export function usePaged<T>(fetchPage: (page: number) => Promise<Paginator<T>>, resetKey: string): Paged<T> & PagedRefresh {
  const [state, setState] = useState<PageState<T>>(() => fresh(resetKey));
  const current: PageState<T> = state.key === resetKey ? state : fresh(resetKey);
  const latest = useRef(current);
  latest.current = current;
  // One refresh of a list at a time: a second return while the first is on its way would
  // only ask the same page again.
  const inFlight = useRef<{ key: string; done: Promise<void> } | null>(null);

  const loadMore = useCallback(async () => {
    const from = latest.current;
    const answer = await fetchPage(from.page);
    setState((prev) => {
      const base: PageState<T> = prev.key === from.key ? prev : fresh(from.key);
      // A slow answer of an older filter, or of rows a refresh has replaced since, never lands.
      if (base.page !== from.page || base.generation !== from.generation || from.key !== latest.current.key) return prev;
      return { ...base, items: [...base.items, ...answer.data], page: from.page + 1, lastPage: answer.last_page, total: answer.total };
    });
  }, [fetchPage]);

  const refresh = useCallback((): Promise<void> => {
    const from = latest.current;
    // Nothing shown yet: the first page is on its way or failed with its own retry button.
    if (from.lastPage === undefined) return Promise.resolve();
    if (inFlight.current?.key === from.key) return inFlight.current.done;
    const settle = (next: (prev: PageState<T>) => PageState<T>) =>
      // A filter changed meanwhile: the answer belongs to a list no longer shown.
      setState((prev) => (prev.key === from.key && from.key === latest.current.key ? next(prev) : prev));
    setState((prev) => (prev.key === from.key ? { ...prev, refreshing: true } : prev));
    const done = fetchPage(FIRST_PAGE).then(
      (answer) =>
        settle((prev) => ({
          key: from.key,
          generation: prev.generation + 1,
          items: answer.data,
          page: FIRST_PAGE + 1,
          lastPage: answer.last_page,
          total: answer.total,
          refreshing: false,
          refreshFailed: false,
        })),
      () => settle((prev) => ({ ...prev, refreshing: false, refreshFailed: true })),
    );
    const flight = { key: from.key, done };
    inFlight.current = flight;
    void done.finally(() => {
      if (inFlight.current === flight) inFlight.current = null;
    });
    return done;
  }, [fetchPage]);

  return {
    items: current.items,
    page: current.page,
    lastPage: current.lastPage,
    total: current.total,
    loadMore,
    refresh,
    refreshing: current.refreshing,
    refreshFailed: current.refreshFailed,
    generation: current.generation,
  };
}
