/** @jest-environment jsdom */
import { act, configure, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Paginator } from '@h5/api-contract';
import { baseApi } from '../base-api';
import { createAppStore } from '../store';
import { pageRows, pagedOptions, usePagedQuery } from './paged-query';
import type { ReactNode } from 'react';

// The store's batched notifications on a loaded machine (CI runs every suite at once) may take more than a second.
configure({ asyncUtilTimeout: 5000 });

/** A list endpoint of the test's own, built as the app's lists are. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testRows: build.infiniteQuery<Paginator<string>, { filter: string }, number>({
      infiniteQueryOptions: pagedOptions((answer: Paginator<string>) => answer),
      query: ({ queryArg, pageParam }) => ({ url: '/api/rows', body: { ...queryArg, page: pageParam } }),
    }),
  }),
});

/** A request the test answers when it wants (or fails). */
interface Asked {
  filter: string;
  page: number;
  answer: (rows: string[], lastPage?: number, total?: number) => Promise<void>;
  fail: () => Promise<void>;
}

/** The hook over a fake server whose every request waits for the test. */
function setUp(filter = 'a') {
  const asked: Asked[] = [];
  const fetchFn = ((_url: string, init: RequestInit) =>
    new Promise<Response>((resolve) => {
      const body = JSON.parse(String(init.body)) as { filter: string; page: number };
      const respond = async (envelope: unknown) => {
        await act(async () => {
          resolve({ ok: true, status: 200, json: async () => envelope } as unknown as Response);
          // The answer's json, the thunk and the store's render each take a turn.
          for (let turn = 0; turn < 5; turn++) await new Promise((done) => setTimeout(done, 0));
        });
      };
      asked.push({
        ...body,
        answer: (rows, lastPage = 3, total = 6) =>
          respond({ code: 200, message: '', data: { current_page: body.page, data: rows, last_page: lastPage, per_page: 2, total } }),
        fail: () => respond({ code: 500, message: '系统繁忙', data: null }),
      });
    })) as unknown as typeof fetch;
  const store = createAppStore({ fetchFn, token: 'tok-member' });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(({ filter: f }) => usePagedQuery(testApi.endpoints.testRows.useInfiniteQuery({ filter: f }), pageRows), {
    wrapper,
    initialProps: { filter },
  });
  /** Starts a call of the hook (inside act) and gives back its promise. */
  const call = (run: () => Promise<void>) => {
    let done!: Promise<void>;
    act(() => {
      done = run();
    });
    return done;
  };
  return { asked, hook, call, result: hook.result, store };
}

/** Two pages loaded: 1, 2, 3, 4; the next loadMore asks page 3. */
async function twoPages() {
  const t = setUp();
  // The list's scroller asks for the first page while the hook's own request is on its way: one request.
  const first = t.call(() => t.result.current.loadMore());
  await waitFor(() => expect(t.asked).toHaveLength(1));
  await t.asked[0].answer(['1', '2']);
  await first;
  const second = t.call(() => t.result.current.loadMore());
  await waitFor(() => expect(t.asked).toHaveLength(2));
  await t.asked[1].answer(['3', '4']);
  await second;
  expect(t.asked.map((a) => a.page)).toEqual([1, 2]);
  await waitFor(() => expect(t.result.current.items).toEqual(['1', '2', '3', '4']));
  expect(t.result.current.page).toBe(3);
  return t;
}

describe('usePagedQuery', () => {
  it('keeps the rows while page 1 is asked again, then replaces them and goes on from page 2', async () => {
    const t = await twoPages();
    const generation = t.result.current.generation;
    const refreshed = t.call(() => t.result.current.refresh());
    await waitFor(() => expect(t.asked).toHaveLength(3));
    expect(t.asked[2].page).toBe(1);
    // The store tells its subscribers in batches (RTK's auto-batching): the screen follows a moment later.
    await waitFor(() => expect(t.result.current.refreshing).toBe(true));
    expect(t.result.current.items).toEqual(['1', '2', '3', '4']);

    await t.asked[2].answer(['1 新', '2 新'], 2, 4);
    await refreshed;
    await waitFor(() => expect(t.result.current.items).toEqual(['1 新', '2 新']));
    expect(t.result.current).toMatchObject({
      items: ['1 新', '2 新'],
      page: 2,
      lastPage: 2,
      total: 4,
      refreshing: false,
      refreshFailed: false,
    });
    expect(t.result.current.generation).not.toBe(generation);
    const refreshedGeneration = t.result.current.generation;

    const more = t.call(() => t.result.current.loadMore());
    await waitFor(() => expect(t.asked).toHaveLength(4));
    expect(t.asked[3].page).toBe(2);
    await t.asked[3].answer(['3 新', '4 新'], 2, 4);
    await more;
    await waitFor(() => expect(t.result.current.items).toEqual(['1 新', '2 新', '3 新', '4 新']));
    expect(t.result.current.generation).toBe(refreshedGeneration);
  });

  it('keeps the rows and says so when the refresh fails; the next refresh clears it', async () => {
    const t = await twoPages();
    const failed = t.call(() => t.result.current.refresh());
    await waitFor(() => expect(t.asked).toHaveLength(3));
    await t.asked[2].fail();
    await expect(failed).resolves.toBeUndefined();
    await waitFor(() => expect(t.result.current.refreshFailed).toBe(true));
    expect(t.result.current).toMatchObject({ items: ['1', '2', '3', '4'], page: 3, refreshing: false, refreshFailed: true });

    const again = t.call(() => t.result.current.refresh());
    await waitFor(() => expect(t.asked).toHaveLength(4));
    await t.asked[3].answer(['1 新', '2 新']);
    await again;
    await waitFor(() => expect(t.result.current.items).toEqual(['1 新', '2 新']));
    expect(t.result.current).toMatchObject({ items: ['1 新', '2 新'], page: 2, refreshFailed: false });
  });

  it('a failed next page rejects (the list shows its retry) and is not a failed refresh', async () => {
    const t = setUp();
    const first = t.call(() => t.result.current.loadMore());
    await waitFor(() => expect(t.asked).toHaveLength(1));
    await t.asked[0].answer(['1', '2']);
    await first;
    const next = t
      .call(() => t.result.current.loadMore())
      .then(
        () => 'resolved',
        (error: unknown) => error,
      );
    await waitFor(() => expect(t.asked).toHaveLength(2));
    await t.asked[1].fail();
    await expect(next).resolves.toMatchObject({ message: '系统繁忙' });
    await waitFor(() => expect(t.result.current.page).toBe(2));
    expect(t.result.current).toMatchObject({ items: ['1', '2'], page: 2, refreshFailed: false });
  });

  it('a refresh asked while a next page loads asks page 1 once that page is in (no lost or doubled rows)', async () => {
    const t = setUp();
    const first = t.call(() => t.result.current.loadMore());
    await waitFor(() => expect(t.asked).toHaveLength(1));
    await t.asked[0].answer(['1', '2']);
    await first;
    // A refresh before the rows are on screen does nothing (the first page is the fresh one).
    await waitFor(() => expect(t.result.current.items).toEqual(['1', '2']));
    const stale = t.call(() => t.result.current.loadMore());
    await waitFor(() => expect(t.asked).toHaveLength(2));
    const refreshed = t.call(() => t.result.current.refresh());
    await t.asked[1].answer(['3', '4']);
    await stale;
    await waitFor(() => expect(t.asked).toHaveLength(3));
    expect(t.asked.map((a) => a.page)).toEqual([1, 2, 1]);
    // A new record came first meanwhile: the fresh page 1 is 0, 1, and the list goes on from page 2.
    await t.asked[2].answer(['0 新', '1']);
    await refreshed;
    await waitFor(() => expect(t.result.current.items).toEqual(['0 新', '1']));
    expect(t.result.current.page).toBe(2);
  });

  it('a filter change starts from nothing; an answer for the old filter never shows', async () => {
    const t = await twoPages();
    t.hook.rerender({ filter: 'b' });
    expect(t.result.current).toMatchObject({ items: [], page: 1, lastPage: undefined });
    await waitFor(() => expect(t.asked).toHaveLength(3));
    expect(t.asked[2]).toMatchObject({ filter: 'b', page: 1 });
    await t.asked[2].answer(['b 1']);
    await waitFor(() => expect(t.result.current.items).toEqual(['b 1']));
  });

  it('asks once for two refreshes in a row, and nothing before the first page arrived', async () => {
    const t = setUp();
    await waitFor(() => expect(t.asked).toHaveLength(1));
    await t.call(() => t.result.current.refresh());
    expect(t.asked).toHaveLength(1);
    await t.asked[0].answer(['1', '2']);
    await waitFor(() => expect(t.result.current.items).toEqual(['1', '2']));

    const one = t.call(() => t.result.current.refresh());
    const two = t.call(() => t.result.current.refresh());
    await waitFor(() => expect(t.asked).toHaveLength(2));
    await t.asked[1].answer(['1 新', '2 新']);
    await Promise.all([one, two]);
    expect(t.asked).toHaveLength(2);
    await waitFor(() => expect(t.result.current.items).toEqual(['1 新', '2 新']));
    expect(t.result.current.items).toEqual(['1 新', '2 新']);
  });

  it('stops by the paging rule: no page is asked past last_page or once total rows are in', async () => {
    const t = setUp();
    await waitFor(() => expect(t.asked).toHaveLength(1));
    await t.asked[0].answer(['1', '2'], 5, 2);
    await waitFor(() => expect(t.result.current.total).toBe(2));
    await t.call(() => t.result.current.loadMore());
    expect(t.asked).toHaveLength(1);
    expect(t.result.current).toMatchObject({ items: ['1', '2'], lastPage: 5, total: 2 });
  });
});
