/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { Paginator } from '@h5/api-contract';
import { usePaged } from './use-paged';

/** A page the test answers when it wants (or fails). */
interface Asked {
  page: number;
  answer: (rows: string[], lastPage?: number, total?: number) => Promise<void>;
  fail: () => Promise<void>;
}

/** usePaged over a fake server whose every request waits for the test. */
function setUp(resetKey = 'a') {
  const asked: Asked[] = [];
  const fetchPage = (page: number) =>
    new Promise<Paginator<string>>((resolve, reject) => {
      const settle = async (run: () => void) => {
        await act(async () => {
          run();
          await Promise.resolve();
        });
      };
      asked.push({
        page,
        answer: (rows, lastPage = 3, total = 6) =>
          settle(() => resolve({ current_page: page, data: rows, last_page: lastPage, per_page: 2, total })),
        fail: () => settle(() => reject(new Error('offline'))),
      });
    });
  const hook = renderHook(({ key }) => usePaged(fetchPage, key), { initialProps: { key: resetKey } });
  /** Starts a call of the hook (inside act) and gives back its promise. */
  const call = (run: () => Promise<void>) => {
    let done!: Promise<void>;
    act(() => {
      done = run();
    });
    return done;
  };
  return { asked, hook, call, result: hook.result };
}

/** Two pages loaded: 1, 2, 3, 4; the next loadMore asks page 3. */
async function twoPages() {
  const t = setUp();
  const first = t.call(() => t.result.current.loadMore());
  await t.asked[0].answer(['1', '2']);
  await first;
  const second = t.call(() => t.result.current.loadMore());
  await t.asked[1].answer(['3', '4']);
  await second;
  expect(t.result.current.items).toEqual(['1', '2', '3', '4']);
  expect(t.result.current.page).toBe(3);
  return t;
}

describe('usePaged refresh', () => {
  it('keeps the rows while page 1 is asked again, then replaces them and goes on from page 2', async () => {
    const t = await twoPages();
    const refreshed = t.call(() => t.result.current.refresh());
    expect(t.asked.at(-1)?.page).toBe(1);
    expect(t.result.current.refreshing).toBe(true);
    expect(t.result.current.items).toEqual(['1', '2', '3', '4']);

    await t.asked[2].answer(['1 新', '2 新'], 2, 4);
    await refreshed;
    expect(t.result.current).toMatchObject({
      items: ['1 新', '2 新'],
      page: 2,
      lastPage: 2,
      total: 4,
      refreshing: false,
      refreshFailed: false,
    });
    const generation = t.result.current.generation;
    expect(generation).toBeGreaterThan(0);

    const more = t.call(() => t.result.current.loadMore());
    expect(t.asked[3].page).toBe(2);
    await t.asked[3].answer(['3 新', '4 新'], 2, 4);
    await more;
    expect(t.result.current.items).toEqual(['1 新', '2 新', '3 新', '4 新']);
    expect(t.result.current.generation).toBe(generation);
  });

  it('keeps the rows and says so when the refresh fails; the next refresh clears it', async () => {
    const t = await twoPages();
    const failed = t.call(() => t.result.current.refresh());
    await t.asked[2].fail();
    await expect(failed).resolves.toBeUndefined();
    expect(t.result.current).toMatchObject({ items: ['1', '2', '3', '4'], page: 3, refreshing: false, refreshFailed: true });

    const again = t.call(() => t.result.current.refresh());
    await t.asked[3].answer(['1 新', '2 新']);
    await again;
    expect(t.result.current).toMatchObject({ items: ['1 新', '2 新'], page: 2, refreshFailed: false });
  });

  it('drops a page of the old rows that lands after the refresh replaced them (no lost or doubled rows)', async () => {
    const t = setUp();
    const first = t.call(() => t.result.current.loadMore());
    await t.asked[0].answer(['1', '2']);
    await first;
    // Page 2 of the old rows is on its way when the return refreshes.
    const stale = t.call(() => t.result.current.loadMore());
    const refreshed = t.call(() => t.result.current.refresh());
    expect(t.asked.map((a) => a.page)).toEqual([1, 2, 1]);
    // A new record came first meanwhile: the fresh page 1 is 0, 1; the old page 2 (3, 4) no longer follows it.
    await t.asked[2].answer(['0 新', '1']);
    await refreshed;
    await t.asked[1].answer(['3', '4']);
    await stale;
    expect(t.result.current.items).toEqual(['0 新', '1']);
    expect(t.result.current.page).toBe(2);
  });

  it('drops a refresh that lands after the filter changed (the new list starts from nothing)', async () => {
    const t = await twoPages();
    const refreshed = t.call(() => t.result.current.refresh());
    t.hook.rerender({ key: 'b' });
    expect(t.result.current.items).toEqual([]);
    await t.asked[2].answer(['a 1', 'a 2']);
    await refreshed;
    expect(t.result.current).toMatchObject({ items: [], page: 1, lastPage: undefined, refreshing: false });
  });

  it('asks once for two refreshes in a row, and nothing before the first page arrived', async () => {
    const t = setUp();
    const first = t.call(() => t.result.current.loadMore());
    await t.call(() => t.result.current.refresh());
    expect(t.asked.map((a) => a.page)).toEqual([1]);
    await t.asked[0].answer(['1', '2']);
    await first;

    const one = t.call(() => t.result.current.refresh());
    const two = t.call(() => t.result.current.refresh());
    expect(t.asked.map((a) => a.page)).toEqual([1, 1]);
    await t.asked[1].answer(['1 新', '2 新']);
    await Promise.all([one, two]);
    expect(t.result.current.items).toEqual(['1 新', '2 新']);
  });
});
