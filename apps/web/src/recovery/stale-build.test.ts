import { chunkIsGone, claimReload, failedChunkOf, RELOAD_AGAIN_AFTER_MS, RELOAD_KEY, reloadIfChunkGone } from './stale-build';

const CHUNK = 'http://h5.example/assets/Abc1234.js';
const chunkError = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
// jsdom has no Response: what chunkIsGone reads of one.
const answer = (status: number, type = 'text/javascript') =>
  jest.fn(async () => ({ status, ok: status >= 200 && status < 300, headers: { get: () => type } })) as unknown as jest.Mock & typeof fetch;

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('failedChunkOf', () => {
  it('names the chunk of a failed dynamic import or CSS preload', () => {
    expect(failedChunkOf(chunkError)).toBe(CHUNK);
    expect(failedChunkOf(new Error('error loading dynamically imported module: http://h5/assets/x.js'))).toBe('http://h5/assets/x.js');
    expect(failedChunkOf(new Error('Unable to preload CSS for /assets/y.css'))).toBe('/assets/y.css');
  });

  it('is null for any other error', () => {
    expect(failedChunkOf(new TypeError("Cannot read properties of undefined (reading 'map') at http://h5/assets/x.js"))).toBeNull();
    expect(failedChunkOf(undefined)).toBeNull();
  });
});

describe('chunkIsGone', () => {
  it('gone: 404, 410, or a page instead of a script', async () => {
    expect(await chunkIsGone(CHUNK, answer(404))).toBe(true);
    expect(await chunkIsGone(CHUNK, answer(410))).toBe(true);
    expect(await chunkIsGone(CHUNK, answer(200, 'text/html; charset=utf-8'))).toBe(true);
  });

  it('not gone: the script is there, the server failed, or the network is down', async () => {
    expect(await chunkIsGone(CHUNK, answer(200, 'text/javascript'))).toBe(false);
    expect(await chunkIsGone(CHUNK, answer(503, 'text/plain'))).toBe(false);
    expect(await chunkIsGone(CHUNK, jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('asks without the cache, with HEAD', async () => {
    const fetchFn = answer(404);
    await chunkIsGone(CHUNK, fetchFn);
    expect(fetchFn).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
  });
});

describe('claimReload', () => {
  it('once per build: the reloaded page on the same build does not reload again', () => {
    const storage = new MemoryStorage();
    expect(claimReload(storage, 'build-1', 1000)).toBe(true);
    expect(claimReload(storage, 'build-1', 2000)).toBe(false);
    expect(claimReload(storage, 'build-1', 1000 + RELOAD_AGAIN_AFTER_MS - 1)).toBe(false);
  });

  it('a later build (another redeploy) may reload again, and so may the same build after the window', () => {
    const storage = new MemoryStorage();
    claimReload(storage, 'build-1', 1000);
    expect(claimReload(storage, 'build-2', 2000)).toBe(true);
    expect(claimReload(storage, 'build-2', 2000 + RELOAD_AGAIN_AFTER_MS)).toBe(true);
  });

  it('never reloads without a memory (storage refused or broken)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(refusing, 'build-1', 1000)).toBe(false);
    const storage = new MemoryStorage();
    storage.setItem(RELOAD_KEY, '{not json');
    expect(claimReload(storage, 'build-1', 1000)).toBe(false);
  });
});

describe('reloadIfChunkGone', () => {
  const env = (fetchFn: typeof fetch) => ({ fetchFn, storage: new MemoryStorage(), reload: jest.fn(), now: () => 5000 });

  it('reloads once when the chunk is gone, not a second time on the same build', async () => {
    const e = env(answer(404));
    expect(await reloadIfChunkGone(chunkError, 'build-1', e)).toBe(true);
    expect(await reloadIfChunkGone(chunkError, 'build-1', e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a network failure or a render error', async () => {
    const e = env(answer(200));
    expect(await reloadIfChunkGone(chunkError, 'build-1', e)).toBe(false);
    expect(await reloadIfChunkGone(new Error('boom'), 'build-1', e)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });
});
