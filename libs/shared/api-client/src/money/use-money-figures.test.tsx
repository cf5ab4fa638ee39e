/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../store';
import { useMoneyFigures } from './use-money-figures';
import { useWalletMoney } from './use-wallet-money';
import type { ReactNode } from 'react';

const USER = { id: 1, username: 'zhangwei88', balance: '0.00', gameblance: '0.00', transferstatus: 0 };

/** A fake site whose central balance the test moves, as an operator would; every call is counted. */
function setUp() {
  const calls: string[] = [];
  let central = '0.00';
  const data: Record<string, () => unknown> = {
    '/api/user': () => ({ ...USER, balance: central }),
    '/api/balance': () => ({ balance: central }),
    '/api/balancelist': () => [{ platname: 'ag', name: 'AG真人', balance: '0.00' }],
  };
  const fetchFn = (async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    const answer = { code: 200, message: '', data: data[path]?.() };
    return { ok: true, status: 200, json: async () => answer } as unknown as Response;
  }) as typeof fetch;
  const store = createAppStore({ fetchFn, token: 'tok-member' });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const count = (path: string) => calls.filter((c) => c === path).length;
  return { wrapper, count, approve: (yuan: string) => (central = yuan) };
}

const notices = { error: () => undefined, success: () => undefined };
// The store tells React of an answer at the next animation frame (RTK's auto-batching).
const SETTLE_MS = 50;
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
};

describe('the money polls (docs/product.md §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('/money under the header: one balance request per 4300 ms (the header’s and the page’s joined), venues per 3500 ms, none while hidden', async () => {
    const site = setUp();
    const { result } = renderHook(
      () => {
        const header = useMoneyFigures(4300);
        const page = useWalletMoney(3500, { notices });
        return { header: header.central, page: page.central, total: page.total };
      },
      { wrapper: site.wrapper },
    );
    await tick(0);
    expect([site.count('/api/balance'), site.count('/api/balancelist'), site.count('/api/user')]).toEqual([1, 1, 1]);

    // The operator credits ¥370.00: the next balance poll brings it to the header and the page at once.
    site.approve('370.00');
    await tick(4300 + SETTLE_MS);
    expect(result.current).toEqual({ header: 37000, page: 37000, total: 37000 });
    await tick(4300 * 2);
    // 12.95 s: balance at 0, 4.3, 8.6 and 12.9 s; venues at 0, 3.5, 7 and 10.5 s.
    expect([site.count('/api/balance'), site.count('/api/balancelist'), site.count('/api/user')]).toEqual([4, 4, 1]);

    setVisibility('hidden');
    await tick(4300 * 4);
    expect([site.count('/api/balance'), site.count('/api/balancelist')]).toEqual([4, 4]);
  });

  it('a screen without the header (/mine) polls the central balance alone every 4300 ms', async () => {
    const site = setUp();
    const { result } = renderHook(() => useMoneyFigures(4300), { wrapper: site.wrapper });
    await tick(0);
    site.approve('279.12');
    await tick(4299);
    expect(result.current.central).toBe(0);
    await tick(1 + SETTLE_MS);
    expect(result.current.central).toBe(27912);
    await tick(4300 * 2);
    expect([site.count('/api/balance'), site.count('/api/balancelist'), site.count('/api/user')]).toEqual([4, 0, 0]);
  });

  it('/transfer: venues every 1500 ms, the central balance every 4300 ms (54 requests a minute at most)', async () => {
    const site = setUp();
    const { result } = renderHook(() => useWalletMoney(1500, { notices }), { wrapper: site.wrapper });
    await tick(0);
    site.approve('10.00');
    await tick(4300 + SETTLE_MS);
    expect(result.current.central).toBe(1000);
    await tick(60_000 - 4300 - SETTLE_MS);
    // A minute: balance at 0, 4.3 … 55.9 s (14), venues at 0, 1.5 … 60 s (41 with both ends).
    expect([site.count('/api/balance'), site.count('/api/balancelist'), site.count('/api/user')]).toEqual([14, 41, 1]);
  });
});
