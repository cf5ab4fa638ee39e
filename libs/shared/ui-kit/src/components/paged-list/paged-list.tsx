import { InfiniteScroll } from 'antd-mobile';
import styled from 'styled-components';
import { INFINITE_SCROLL_OFFSET, isPagingDone } from '@h5/domain';
import { EmptyState } from '../empty-state/empty-state';
import { Spinner } from '../spinner/spinner';
import type { ReactNode } from 'react';

export interface PagedListProps<T> {
  /** Every row loaded so far (all pages appended). */
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** The page the next `loadMore` will request (1 before anything is loaded). */
  page: number;
  /** From the last response; undefined until the first page arrives. */
  lastPage: number | undefined;
  total: number | undefined;
  /**
   * Fetches the next page and resolves once its rows are in `items`; rejecting shows the
   * error state with a retry button. To start over (a filter changed), give the list a new `key`.
   */
  loadMore: () => Promise<void>;
  /** Text of the empty state (default 空空如也). */
  emptyText?: string;
  /**
   * Asks page 1 again while the rows stay on screen (api-client's usePagedQuery refresh); the retry button
   * of a failed refresh calls it.
   */
  refresh?: () => Promise<void>;
  /** A refresh is on its way: the rows stay, the list only says it is busy to assistive tech. */
  refreshing?: boolean;
  /** The last refresh failed: the previous rows stay, under the list's error notice. */
  refreshFailed?: boolean;
  /** Changes when a refresh replaced the rows: the scroller starts over (its failed state was the old rows'). */
  generation?: number;
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg}px 0;
`;

/** An infinite list that stops by the spec's paging rule; it fetches nothing itself. */
export function PagedList<T>({
  items,
  renderItem,
  getKey,
  page,
  lastPage,
  total,
  loadMore,
  emptyText,
  refresh,
  refreshing = false,
  refreshFailed = false,
  generation = 0,
}: PagedListProps<T>) {
  const done = lastPage !== undefined && total !== undefined && isPagingDone({ page, lastPage, loaded: items.length, total });

  const footer = (hasMore: boolean, failed: boolean, retry: () => void) => {
    if (failed) return <EmptyState variant="error" onRetry={retry} />;
    if (hasMore) {
      return (
        <Footer>
          <Spinner showLabel />
        </Footer>
      );
    }
    // After a failed refresh the notice above says it; 空空如也 could be out of date.
    if (items.length === 0) return refreshFailed ? null : <EmptyState variant="empty" text={emptyText} />;
    return <EmptyState variant="noMore" />;
  };

  return (
    <div aria-busy={refreshing}>
      {refreshFailed && <EmptyState variant="error" compact onRetry={refresh && (() => void refresh())} />}
      {items.length > 0 && (
        <Rows>
          {items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </Rows>
      )}
      <InfiniteScroll key={generation} loadMore={loadMore} hasMore={!done} threshold={INFINITE_SCROLL_OFFSET}>
        {footer}
      </InfiniteScroll>
    </div>
  );
}
