import { createAppStore, loggedIn, loggedOut } from '@h5/api-client';
import { followSession } from './live';
import { whenIdle } from '../startup/idle';

// The rest of the chunk (the vitals' build setting, import.meta.env, is not there under jest).
jest.mock('../startup/after-load', () => ({ afterLoad: jest.fn() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the after-load chunk's member part", () => {
  it('is not loaded for a visitor; the first login loads it once and starts it with the store', async () => {
    const store = createAppStore({ token: null, fetchFn: jest.fn() });
    const startMemberLive = jest.fn(() => jest.fn());
    const load = jest.fn(async () => ({ startMemberLive }));
    followSession(store, load);
    await flush();
    expect(load).not.toHaveBeenCalled();

    store.dispatch(loggedIn('token-1'));
    store.dispatch(loggedOut());
    store.dispatch(loggedIn('token-2'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startMemberLive).toHaveBeenCalledWith(store);
  });

  it("starts at once for a member's tab, and the stop ends what it started", async () => {
    const store = createAppStore({ token: 'token-1', fetchFn: jest.fn() });
    const stopLive = jest.fn();
    const load = jest.fn(async () => ({ startMemberLive: () => stopLive }));
    const stop = followSession(store, load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    expect(stopLive).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next store update when its chunk failed to load', async () => {
    const store = createAppStore({ token: null, fetchFn: jest.fn() });
    const startMemberLive = jest.fn(() => jest.fn());
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ startMemberLive });
    followSession(store, load);
    store.dispatch(loggedIn('token-1'));
    await flush();
    expect(startMemberLive).not.toHaveBeenCalled();
    store.dispatch(loggedIn('token-1b'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(startMemberLive).toHaveBeenCalledTimes(1);
  });
});

describe('idle work', () => {
  it('waits for an idle period, at most 5 s', () => {
    const win = { setTimeout: jest.fn(), requestIdleCallback: jest.fn() };
    const work = jest.fn();
    whenIdle(work, win as never);
    expect(work).not.toHaveBeenCalled();
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    win.requestIdleCallback.mock.calls[0][0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a task of its own where the browser has no idle callbacks', () => {
    const win = { setTimeout: jest.fn() };
    const work = jest.fn();
    whenIdle(work, win as never);
    expect(work).not.toHaveBeenCalled();
    expect(win.setTimeout).toHaveBeenCalledWith(work, 1);
  });
});
