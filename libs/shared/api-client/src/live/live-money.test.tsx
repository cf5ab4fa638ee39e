/** @jest-environment jsdom */
import { TextDecoder, TextEncoder } from 'util';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { accountApi } from '../endpoints/account-api';
import { cashierApi } from '../endpoints/cashier-api';
import { useMoneyFigures } from '../money/use-money-figures';
import { useWalletMoney } from '../money/use-wallet-money';
import { loggedOut } from '../session/session-slice';
import { createAppStore } from '../store';
import { backoffDelay, startLiveMoney } from './live-money';
import type { ReactNode } from 'react';

// jsdom has no TextDecoder; the browser and Node do.
Object.assign(globalThis, { TextDecoder, TextEncoder });

const USER = { id: 1, username: 'zhangwei88', balance: '0.00', gameblance: '0.00', transferstatus: 0 };
const hello = (balance: string, ag = '0.00', messages = 0) => ({
  balance,
  gameblance: ag,
  balancelist: [{ platname: 'ag', name: 'AG真人', balance: ag }],
  messages,
  heartbeat: 20_000,
});
const sse = (event: string, data: unknown, id?: number) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** One fake stream the test writes to, as the server would; the client's abort errors its read. */
class FakeStream {
  private chunks: Array<string | Error | null> = [];
  private wake: (() => void) | null = null;
  aborted = false;
  constructor(signal: AbortSignal) {
    signal.addEventListener('abort', () => {
      this.aborted = true;
      this.push(new DOMException('aborted', 'AbortError'));
    });
  }
  private push(chunk: string | Error | null) {
    this.chunks.push(chunk);
    this.wake?.();
  }
  send = (event: string, data: unknown, id?: number) => this.push(sse(event, data, id));
  heartbeat = () => this.push(':\n');
  end = () => this.push(null);
  fail = () => this.push(new TypeError('network error'));
  response(): Response {
    const reader = {
      read: async (): Promise<ReadableStreamReadResult<Uint8Array>> => {
        while (this.chunks.length === 0) await new Promise<void>((resolve) => (this.wake = resolve));
        const chunk = this.chunks.shift() as string | Error | null;
        if (chunk === null) return { done: true, value: undefined };
        if (chunk instanceof Error) throw chunk;
        return { done: false, value: new TextEncoder().encode(chunk) };
      },
      cancel: async () => undefined,
    };
    const headers = new Map([['content-type', 'text/event-stream; charset=utf-8']]);
    return {
      status: 200,
      headers: { get: (k: string) => headers.get(k) ?? null },
      body: { getReader: () => reader },
    } as unknown as Response;
  }
}

/** A fake site: money calls answer the balance the test sets; /api/stream opens a FakeStream or answers `streamAnswer`. */
function setUp(refuse: { status: number; code: number } | null = null) {
  const calls: Array<{ path: string; headers: Record<string, string> }> = [];
  const streams: FakeStream[] = [];
  let central = '0.00';
  let streamAnswer = refuse;
  /** Every member call answers 401 (the session was ended on the server). */
  let ended = false;
  /** Holds the next money call's answer (read before the hold, as a server would) until released. */
  const gates: Array<Promise<void>> = [];
  const hold = () => {
    let release!: () => void;
    gates.push(new Promise<void>((resolve) => (release = resolve)));
    return release;
  };
  const data: Record<string, () => unknown> = {
    '/api/user': () => ({ ...USER, balance: central }),
    '/api/balance': () => ({ balance: central }),
    '/api/balancelist': () => [{ platname: 'ag', name: 'AG真人', balance: '0.00' }],
    '/api/gettransrecord': () => ({ data: [], current_page: 1, last_page: 1, total: 0 }),
  };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, headers: (init?.headers ?? {}) as Record<string, string> });
    if (path === '/api/stream') {
      if (streamAnswer) {
        const envelope = { code: streamAnswer.code, message: '', data: null };
        const headers = new Map([['content-type', 'application/json']]);
        return { status: streamAnswer.status, headers: { get: (k: string) => headers.get(k) ?? null }, json: async () => envelope };
      }
      const stream = new FakeStream(init?.signal as AbortSignal);
      streams.push(stream);
      return stream.response();
    }
    const gate = gates.shift();
    const answer = ended
      ? { code: 401, message: '您的账号登陆过期，请重新登陆', data: [] }
      : { code: 200, message: '', data: data[path]?.() };
    if (gate) await gate;
    return { ok: true, status: 200, json: async () => answer } as unknown as Response;
  }) as typeof fetch;
  const store = createAppStore({ fetchFn, token: 'tok-member' });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const count = (path: string) => calls.filter((c) => c.path === path).length;
  const stop = startLiveMoney(store, { fetchFn, random: () => 0 });
  return {
    store,
    wrapper,
    calls,
    count,
    streams,
    stop,
    latest: () => streams[streams.length - 1],
    approve: (yuan: string) => (central = yuan),
    hold,
    refuseStreams: (answer: { status: number; code: number } | null) => (streamAnswer = answer),
    endSession: () => (ended = true),
  };
}

const notices = { error: () => undefined, success: () => undefined };
const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

/** /transfer under the header: the 1500 ms venue poll and the 4300 ms balance poll (the page's and the header's, one). */
function renderTransfer(site: ReturnType<typeof setUp>) {
  return renderHook(
    () => {
      const header = useMoneyFigures(4300);
      const page = useWalletMoney(1500, { notices });
      return { header: header.central, page: page.central, game: page.game, venues: page.venues };
    },
    { wrapper: site.wrapper },
  );
}

describe('live money: the stream replaces the balance polls (docs/api.md, Live money)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens one stream with the token in the Authorization header, never in the URL', async () => {
    const site = setUp();
    await tick(0);
    const stream = site.calls.filter((c) => c.path.startsWith('/api/stream'));
    expect(stream).toEqual([{ path: '/api/stream', headers: expect.objectContaining({ authorization: 'Bearer tok-member' }) }]);
    act(() => site.stop());
  });

  it('the hello and each money event show on the header and the page without a request', async () => {
    const site = setUp();
    const { result } = renderTransfer(site);
    await tick(0);
    site.latest().send('hello', hello('100.00', '30.00'));
    await tick(50);
    expect(result.current).toEqual({ header: 10000, page: 10000, game: 3000, venues: [{ platname: 'ag', name: 'AG真人', balance: 3000 }] });

    const before = site.calls.length;
    site.latest().send('money', { balance: '600.00', kinds: ['deposit'] }, 7);
    await tick(50);
    expect([result.current.header, result.current.page]).toEqual([60000, 60000]);
    expect(site.calls.length).toBe(before);
    act(() => site.stop());
  });

  it('an event is the newest figure: a poll that left before it and answers after it does not put the old amount back', async () => {
    const site = setUp();
    const { result } = renderTransfer(site);
    await tick(0);
    site.latest().send('hello', hello('0.00'));
    await tick(50);
    const release = site.hold();
    void site.store.dispatch(accountApi.endpoints.balance.initiate(undefined, { subscribe: false, forceRefetch: true }));
    await tick(0);
    site.latest().send('money', { balance: '80.00', kinds: ['deposit'] }, 3);
    await tick(50);
    release(); // the old answer, 0.00, arrives last
    await tick(50);
    expect(result.current.header).toBe(8000);
    act(() => site.stop());
  });

  it('while the stream is up no balance poll leaves; when it fails they resume at the spec’s intervals', async () => {
    const site = setUp();
    renderTransfer(site);
    await tick(0);
    site.latest().send('hello', hello('0.00'));
    await tick(50);
    const [balance, venues] = [site.count('/api/balance'), site.count('/api/balancelist')];
    for (let i = 0; i < 6; i++) {
      site.latest().heartbeat();
      await tick(10_000);
    }
    expect([site.count('/api/balance'), site.count('/api/balancelist')]).toEqual([balance, venues]);

    // The stream drops and every retry is refused: a minute of the spec's polls (docs/product.md
    // §9: balance 4300 ms, venues 1500 ms), no more — 54 requests at most.
    site.refuseStreams({ status: 200, code: 503 });
    site.latest().fail();
    await tick(60_000);
    const polled = [site.count('/api/balance') - balance, site.count('/api/balancelist') - venues];
    expect(polled[0]).toBeGreaterThanOrEqual(13);
    expect(polled[0]).toBeLessThanOrEqual(14);
    expect(polled[1]).toBeGreaterThanOrEqual(39);
    expect(polled[1]).toBeLessThanOrEqual(40);
    act(() => site.stop());
  });

  it('closed by the server while the session is live (a restart, another tab): asks once, then reconnects', async () => {
    for (const reason of ['shutdown', 'replaced', 'revoked', 'slow']) {
      const site = setUp();
      await tick(0);
      site.latest().send('hello', hello('0.00'));
      await tick(50);
      const balance = site.count('/api/balance');
      site.latest().send('closed', { reason });
      await tick(50);
      expect(site.count('/api/balance') - balance).toBe(1);
      expect(site.store.getState().money.live).toBeFalsy();
      await tick(500); // the first backoff step, random pinned to 0
      expect(site.streams).toHaveLength(2);
      site.latest().send('hello', hello('0.00'));
      await tick(50);
      expect(site.store.getState().money.live).toBe(true);
      expect(site.store.getState().session.expired).toBe(false);
      act(() => site.stop());
    }
  });

  it('closed because the session ended: the ask answers 401, the session expires once, no reconnect', async () => {
    const site = setUp();
    await tick(0);
    site.latest().send('hello', hello('0.00'));
    await tick(50);
    site.endSession();
    site.latest().send('closed', { reason: 'revoked' });
    await tick(50);
    expect(site.store.getState().session.expired).toBe(true);
    await tick(120_000);
    expect(site.streams).toHaveLength(1);
    act(() => site.stop());
  });

  it('a stream closed again and again soon after its hello backs off further each time', async () => {
    const site = setUp();
    await tick(0);
    const opened: number[] = [];
    for (let i = 0; i < 5; i++) {
      site.latest().send('hello', hello('0.00'));
      await tick(50);
      site.latest().send('closed', { reason: 'replaced' });
      const before = site.streams.length;
      let waited = 0;
      while (site.streams.length === before) {
        await tick(100);
        waited += 100;
      }
      opened.push(waited);
    }
    // Random pinned to 0: half of 1, 2, 4, 8 and 16 s (a stream up for a minute would start again at 500 ms).
    expect(opened).toEqual([500, 1000, 2000, 4000, 8000]);
    act(() => site.stop());
  });

  it('reconnects with exponential backoff (jitter spreads each wait between half and all of it)', async () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffDelay(n, () => 0))).toEqual([500, 1000, 2000, 4000, 30000]);
    expect(backoffDelay(2, () => 1)).toBe(4000);
    const site = setUp();
    await tick(0);
    site.refuseStreams({ status: 503, code: 503 });
    site.latest().fail();
    await tick(0);
    const attempts = () => site.count('/api/stream');
    expect(attempts()).toBe(1);
    await tick(499);
    expect(attempts()).toBe(1);
    await tick(1);
    expect(attempts()).toBe(2); // after 500 ms
    await tick(1000);
    expect(attempts()).toBe(3); // then 1000 ms
    await tick(1999);
    expect(attempts()).toBe(3);
    await tick(1);
    expect(attempts()).toBe(4); // then 2000 ms
    act(() => site.stop());
  });

  it('after reconnecting, the hello’s figures show and the record lists ask once; a decision refreshes them too', async () => {
    const site = setUp();
    const { result } = renderTransfer(site);
    // /transRecord's list: its infinite query's entry follows the tag like any other query.
    const records = site.store.dispatch(cashierApi.endpoints.transRecords.initiate({ date: 1, type: 1 } as never));
    await tick(0);
    site.latest().send('hello', hello('10.00'));
    await tick(50);
    expect(site.count('/api/gettransrecord')).toBe(1);

    site.latest().send('order', { type: 1, out_trade_no: 'D1', state: 2 }, 9);
    await tick(50);
    expect(site.count('/api/gettransrecord')).toBe(2);

    site.latest().end(); // e.g. the instance restarted
    site.approve('510.00');
    await tick(500);
    expect(site.streams).toHaveLength(2);
    site.latest().send('hello', hello('510.00'));
    await tick(50);
    expect(result.current.header).toBe(51000);
    expect(site.count('/api/gettransrecord')).toBe(3);
    records.unsubscribe();
    act(() => site.stop());
  });

  it('a stream silent for twice the heartbeat (a buffering proxy) counts as dead: polls resume, it reconnects', async () => {
    const site = setUp();
    renderTransfer(site);
    await tick(0);
    site.latest().send('hello', hello('0.00'));
    await tick(50);
    expect(site.store.getState().money.live).toBe(true);
    await tick(2 * 20_000 + 5_000);
    expect(site.streams[0].aborted).toBe(true);
    expect(site.store.getState().money.live).toBeFalsy();
    await tick(500);
    expect(site.streams).toHaveLength(2);
    act(() => site.stop());
  });

  it('a 401 ends it: the session expires once and the stream is not asked again', async () => {
    const site = setUp({ status: 200, code: 401 });
    await tick(0);
    expect(site.store.getState().session.expired).toBe(true);
    await tick(120_000);
    expect(site.count('/api/stream')).toBe(1);
    act(() => site.stop());
  });

  it('live money off on the server (404): no stream is asked again, the polls serve', async () => {
    const site = setUp({ status: 200, code: 404 });
    await tick(120_000);
    expect(site.count('/api/stream')).toBe(1);
    expect(site.store.getState().money.live).toBeFalsy();
    act(() => site.stop());
  });

  it('logout closes the stream and the polls are the old client’s again', async () => {
    const site = setUp();
    await tick(0);
    site.latest().send('hello', hello('0.00'));
    await tick(50);
    act(() => void site.store.dispatch(loggedOut()));
    await tick(0);
    expect(site.streams[0].aborted).toBe(true);
    expect(site.store.getState().money.live).toBeFalsy();
    await tick(120_000);
    expect(site.streams).toHaveLength(1);
    act(() => site.stop());
  });
});
