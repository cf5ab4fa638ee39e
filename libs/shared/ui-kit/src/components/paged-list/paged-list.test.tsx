import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FIRST_PAGE } from '@h5/domain';
import { PagedList, type PagedListProps } from './paged-list';
import { renderUi } from '../../test/render';

// jsdom lays nothing out, so antd-mobile's InfiniteScroll would never see its sentinel as
// visible; giving elements an offsetParent makes it behave as on a short phone screen.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentNode;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

interface ServerPage {
  rows: string[];
  lastPage: number;
  total: number;
}

function Harness({ fetchPage, emptyText }: { fetchPage: (page: number) => Promise<ServerPage>; emptyText?: string }) {
  const [state, setState] = useState({
    items: [] as string[],
    page: FIRST_PAGE,
    lastPage: undefined as number | undefined,
    total: undefined as number | undefined,
  });
  const loadMore = async () => {
    const res = await fetchPage(state.page);
    setState((s) => ({ items: [...s.items, ...res.rows], page: s.page + 1, lastPage: res.lastPage, total: res.total }));
  };
  return (
    <PagedList
      items={state.items}
      renderItem={(row) => <span>{row}</span>}
      getKey={(row) => row}
      page={state.page}
      lastPage={state.lastPage}
      total={state.total}
      loadMore={loadMore}
      emptyText={emptyText}
    />
  );
}

const pages = (count: number, perPage: number) => (page: number) =>
  Promise.resolve({
    rows: Array.from({ length: perPage }, (_, i) => `记录 ${(page - 1) * perPage + i + 1}`),
    lastPage: count,
    total: count * perPage,
  });

describe('PagedList', () => {
  it('loads pages until last_page, then says 没有更多了~', async () => {
    const fetchPage = jest.fn(pages(3, 2));
    renderUi(<Harness fetchPage={fetchPage} />);
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '记录 1',
      '记录 2',
      '记录 3',
      '记录 4',
      '记录 5',
      '记录 6',
    ]);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('stops when the count reaches total even if last_page says more', async () => {
    const fetchPage = jest.fn(() => Promise.resolve({ rows: ['a', 'b'], lastPage: 5, total: 2 }));
    renderUi(<Harness fetchPage={fetchPage} />);
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('shows a loading indicator while the first page is on its way', () => {
    renderUi(<Harness fetchPage={() => new Promise(() => undefined)} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('shows the empty state (default or given text) when there is nothing', async () => {
    const empty = () => Promise.resolve({ rows: [], lastPage: 1, total: 0 });
    const { unmount } = renderUi(<Harness fetchPage={empty} />);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
    expect(screen.queryByText('没有更多了~')).not.toBeInTheDocument();
    unmount();
    renderUi(<Harness fetchPage={empty} emptyText="暂无返水记录" />);
    expect(await screen.findByText('暂无返水记录')).toBeInTheDocument();
  });

  it('shows the error state and retries the same page', async () => {
    const fetchPage = jest.fn<Promise<ServerPage>, [number]>().mockRejectedValueOnce(new Error('offline')).mockImplementation(pages(1, 1));
    renderUi(<Harness fetchPage={fetchPage} />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('记录 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('没有更多了~')).toBeInTheDocument());
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 1]);
  });

  describe('refresh (the rows asked again while they stay on screen)', () => {
    const rows = ['记录 1', '记录 2'];
    const shown = (props: Partial<PagedListProps<string>>) => (
      <PagedList
        items={rows}
        renderItem={(row) => <span>{row}</span>}
        getKey={(row) => row}
        page={2}
        lastPage={1}
        total={2}
        loadMore={() => Promise.resolve()}
        {...props}
      />
    );

    it('keeps the rows and says it is busy, with no loading indicator, while a refresh is on its way', () => {
      renderUi(shown({ refreshing: true }));
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByRole('list').parentElement).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    });

    it('keeps the rows under the error notice when the refresh failed; 重新加载 refreshes', () => {
      const refresh = jest.fn(() => Promise.resolve());
      renderUi(shown({ refreshFailed: true, refresh }));
      expect(screen.getByRole('alert')).toHaveTextContent('加载失败，请稍后再试');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
      expect(refresh).toHaveBeenCalledTimes(1);
    });

    it('does not say 空空如也 under a failed refresh of an empty list (it may be out of date)', () => {
      renderUi(shown({ items: [], total: 0, refreshFailed: true, refresh: () => Promise.resolve() }));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.queryByText('空空如也')).not.toBeInTheDocument();
    });

    it('starts its scroller over when a refresh replaced the rows (a failed next page of the old rows is forgotten)', async () => {
      const failing = () => Promise.reject(new Error('offline'));
      const { rerender } = renderUi(shown({ lastPage: 3, total: 6, page: 2, loadMore: failing }));
      expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
      const never = () => new Promise<void>(() => undefined);
      rerender(shown({ items: ['新 1', '新 2'], lastPage: 3, total: 6, page: 2, loadMore: never, generation: 1 }));
      expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
      expect(screen.getByText('加载中')).toBeInTheDocument();
    });
  });
});
