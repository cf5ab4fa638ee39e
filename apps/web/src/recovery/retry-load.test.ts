import { reloadToRetry, RETRY_RELOAD_GAP_MS, RETRY_RELOAD_KEY } from './retry-load';
import type { RetryEnv } from './retry-env';

const CHUNK = 'http://h5.example/assets/trans-record-page-Abc123.js';
const chunkError = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
// jsdom has no Response: what the check reads of one.
const answer = (status: number, type = 'text/javascript') =>
  jest.fn(async () => ({ status, ok: status >= 200 && status < 300, headers: { get: () => type } })) as unknown as jest.Mock & typeof fetch;

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};
const env = (fetchFn: typeof fetch, now = 100_000): RetryEnv & { reload: jest.Mock } => ({
  fetchFn,
  storage: memory(),
  reload: jest.fn(),
  now: () => now,
});

describe('reloadToRetry', () => {
  it('reloads when the chunk that failed answers again as a script, asking past the cache', async () => {
    const e = env(answer(200));
    expect(await reloadToRetry(chunkError, e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(1);
    expect(e.fetchFn).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(e.storage?.getItem(RETRY_RELOAD_KEY)).toBe('100000');
  });

  it('stays (the caller retries in place) while the network is away or the server answers something else', async () => {
    for (const fetchFn of [
      jest.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      answer(503, 'text/plain'),
      answer(200, 'text/html'),
    ]) {
      const e = env(fetchFn as typeof fetch);
      expect(await reloadToRetry(chunkError, e)).toBe(false);
      expect(e.reload).not.toHaveBeenCalled();
    }
  });

  it('never reloads for an error that is not a chunk load', async () => {
    const e = env(answer(200));
    expect(await reloadToRetry(new Error('x.map is not a function'), e)).toBe(false);
    expect(e.fetchFn).not.toHaveBeenCalled();
  });

  it('does not reload again within the gap (a page failing again at once cannot loop), nor without storage', async () => {
    const e = env(answer(200));
    e.storage?.setItem(RETRY_RELOAD_KEY, String(100_000 - RETRY_RELOAD_GAP_MS + 1));
    expect(await reloadToRetry(chunkError, e)).toBe(false);
    e.storage?.setItem(RETRY_RELOAD_KEY, String(100_000 - RETRY_RELOAD_GAP_MS));
    expect(await reloadToRetry(chunkError, e)).toBe(true);
    const none = { ...env(answer(200)), storage: null };
    expect(await reloadToRetry(chunkError, none)).toBe(false);
    expect(none.reload).not.toHaveBeenCalled();
  });
});
