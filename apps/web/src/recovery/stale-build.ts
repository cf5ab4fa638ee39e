// A tab left open across a redeploy asks for chunks whose names are gone. The app then reloads
// once onto the new build; a chunk that only failed to arrive (a flaky network) is left to the
// error state's 重新加载 instead (retry-load.ts).

import { failedChunkOf } from './chunk-failure';

// The tests and the handler read it from here, as before it moved to the first paint.
export { failedChunkOf };

/** Remembered across the reload (same tab): which build reloaded, and when. */
export const RELOAD_KEY = 'h5:stale-build-reload';
/** The same build reloads again only after this long: a build that keeps failing never loops. */
export const RELOAD_AGAIN_AFTER_MS = 10 * 60 * 1000;

/**
 * Whether the chunk is gone from the server (not merely unreachable): 404/410, or an answer
 * that is not a script or style sheet (a server that answers unknown paths with its page).
 * Unreachable (the request itself fails) is not gone.
 */
export async function chunkIsGone(address: string, fetchFn: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchFn(address, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return true;
    const type = response.headers.get('content-type') ?? '';
    return response.ok && !/javascript|css/.test(type);
  } catch {
    return false;
  }
}

/**
 * True at most once per build within RELOAD_AGAIN_AFTER_MS, and remembers it: a reload that
 * lands on the same build (the new one is not out yet, or the chunk is gone for good) leaves
 * the error state on screen instead of reloading again.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, build: string, now: number): boolean {
  try {
    const last = JSON.parse(storage.getItem(RELOAD_KEY) ?? 'null') as { build?: string; at?: number } | null;
    if (last?.build === build && typeof last.at === 'number' && now - last.at < RELOAD_AGAIN_AFTER_MS) return false;
    storage.setItem(RELOAD_KEY, JSON.stringify({ build, at: now }));
    return true;
  } catch {
    // No storage (private mode, quota): without a memory a reload could loop, so none.
    return false;
  }
}

export interface StaleBuildEnv {
  fetchFn: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/** Reloads the page once when the error is a chunk of this build that the server no longer has. */
export async function reloadIfChunkGone(error: unknown, build: string, env: StaleBuildEnv): Promise<boolean> {
  const chunk = failedChunkOf(error);
  if (!chunk || !(await chunkIsGone(chunk, env.fetchFn))) return false;
  if (!claimReload(env.storage, build, env.now())) return false;
  env.reload();
  return true;
}
