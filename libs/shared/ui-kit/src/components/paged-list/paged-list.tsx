import { INFINITE_SCROLL_OFFSET, isPagingDone } from '@h5/domain';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../empty-state/empty-state';
import { Spinner } from '../spinner/spinner';

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
}: PagedListProps<T>) {
  const done =
    lastPage !== undefined &&
    total !== undefined &&
    isPagingDone({ page, lastPage, loaded: items.length, total });

  const footer = (hasMore: boolean, failed: boolean, retry: () => void) => {
    if (failed) return <EmptyState variant="error" onRetry={retry} />;
    if (hasMore) {
      return (
        <Footer>
          <Spinner showLabel />
        </Footer>
      );
    }
    return items.length === 0 ? <EmptyState variant="empty" text={emptyText} /> : <EmptyState variant="noMore" />;
  };

  return (
    <div>
      {items.length > 0 && (
        <Rows>
          {items.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </Rows>
      )}
      <InfiniteScroll loadMore={loadMore} hasMore={!done} threshold={INFINITE_SCROLL_OFFSET}>
        {footer}
      </InfiniteScroll>
    </div>
  );
}
