import { watchForUpdates, whenSettled, WORKER_DELAY_MS, type WorkerHandle } from './register-worker';

type Listener = (event: { isExternal?: boolean }) => void;

/** workbox-window's Workbox as the update flow sees it: events the test fires, calls it records. */
function fakeWorker() {
  const listeners: Record<string, Listener[]> = {};
  const worker: WorkerHandle & { fire(type: string): void; skipped: number } = {
    skipped: 0,
    addEventListener: (type, listener) => {
      (listeners[type] ??= []).push(listener);
    },
    messageSkipWaiting() {
      worker.skipped++;
    },
    register: () => Promise.resolve(undefined),
    fire: (type) => (listeners[type] ?? []).forEach((listener) => listener({})),
  };
  return worker;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchForUpdates', () => {
  it('asks once a new build waits; yes lets it take over and reloads once it controls the page', async () => {
    const worker = fakeWorker();
    const reload = jest.fn();
    const ask = jest.fn().mockResolvedValue(true);
    watchForUpdates(worker, { ask, reload });
    worker.fire('waiting');
    await settle();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(worker.skipped).toBe(1);
    // Not before the new worker controls the page: the reload would load the old build again.
    expect(reload).not.toHaveBeenCalled();
    worker.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('later: the old build keeps running, nothing reloads', async () => {
    const worker = fakeWorker();
    const reload = jest.fn();
    watchForUpdates(worker, { ask: () => Promise.resolve(false), reload });
    worker.fire('waiting');
    await settle();
    worker.fire('controlling');
    expect(worker.skipped).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('one question at a time', async () => {
    const worker = fakeWorker();
    let answer: (now: boolean) => void = () => undefined;
    const ask = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    watchForUpdates(worker, { ask, reload: jest.fn() });
    worker.fire('waiting');
    worker.fire('waiting');
    expect(ask).toHaveBeenCalledTimes(1);
    answer(false);
    await settle();
    worker.fire('waiting');
    expect(ask).toHaveBeenCalledTimes(2);
  });
});

describe('whenSettled', () => {
  it('registers only after the delay and then in an idle period, never at once', () => {
    const timers: Array<{ run: () => void; ms?: number }> = [];
    const idle: Array<() => void> = [];
    const win = {
      setTimeout: ((run: () => void, ms?: number) => timers.push({ run, ms })) as unknown as Window['setTimeout'],
      requestIdleCallback: ((run: () => void) => idle.push(run)) as unknown as Window['requestIdleCallback'],
    };
    const register = jest.fn();
    whenSettled(register, win);
    expect(timers.map((t) => t.ms)).toEqual([WORKER_DELAY_MS]);
    expect(register).not.toHaveBeenCalled();
    timers[0].run();
    // The delay is over: still waiting for the main thread to be idle.
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
