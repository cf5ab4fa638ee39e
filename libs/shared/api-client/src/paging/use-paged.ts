/** Paged lists (spec §4): pages appended, stop at last_page/total, reset on a filter change. Shared by every feature that lists records. */
import type { Paginator } from '@h5/api-contract';
import { FIRST_PAGE } from '@h5/domain';
import { useCallback, useRef, useState } from 'react';

interface PageState<T> {
  key: string;
  items: T[];
  page: number;
  lastPage?: number;
  total?: number;
}

export interface Paged<T> {
  items: T[];
  /** The page the next loadMore asks for. */
  page: number;
  lastPage: number | undefined;
  total: number | undefined;
  loadMore: () => Promise<void>;
}

/**
 * Spec §4 paging: start at page 1, append each page; ui-kit's PagedList stops by the rule.
 * `fetchPage` rejects on failure so the list shows its retry state. A new `key` on the list
 * (a filter changed) starts over: pass the filter as `resetKey`.
 */
export function usePaged<T>(fetchPage: (page: number) => Promise<Paginator<T>>, resetKey: string): Paged<T> {
  const [state, setState] = useState<PageState<T>>({
    key: resetKey,
    items: [],
    page: FIRST_PAGE,
  });
  const current: PageState<T> = state.key === resetKey ? state : { key: resetKey, items: [], page: FIRST_PAGE };
  const latest = useRef(current);
  latest.current = current;

  const loadMore = useCallback(async () => {
    const from = latest.current;
    const answer = await fetchPage(from.page);
    setState((prev) => {
      const base: PageState<T> = prev.key === from.key ? prev : { key: from.key, items: [], page: FIRST_PAGE };
      // A slow answer of an older filter never lands in the new list.
      if (base.page !== from.page || from.key !== latest.current.key) return prev;
      return { key: from.key, items: [...base.items, ...answer.data], page: from.page + 1, lastPage: answer.last_page, total: answer.total };
    });
  }, [fetchPage]);

  return { items: current.items, page: current.page, lastPage: current.lastPage, total: current.total, loadMore };
}
