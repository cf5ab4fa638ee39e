import { failedChunkOf } from './chunk-failure';
import { browserRetryEnv, type RetryEnv } from './retry-env';

/**
 * Why 重新加载 may reload the page (docs/architecture.md §6): Chromium keeps a module fetch that
 * failed for the life of the page, so a new import() of the same chunk fails again even once the
 * network is back; only a new page asks the server again. The route is in the address (hash
 * routing) and the session in sessionStorage, so the reload comes back to the same screen,
 * logged in.
 */

/** When the last retry reload happened (same tab). */
export const RETRY_RELOAD_KEY = 'h5:retry-reload';
/** A second tap within this long after a reload (a double tap, a page that fails again at once) retries in place. */
export const RETRY_RELOAD_GAP_MS = 5000;

/** Whether the chunk answers now as a script or style sheet (the network is back). */
async function chunkReachable(address: string, fetchFn: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchFn(address, { method: 'HEAD', cache: 'no-store' });
    return response.ok && /javascript|css/.test(response.headers.get('content-type') ?? '');
  } catch {
    return false;
  }
}

/** True once per RETRY_RELOAD_GAP_MS, remembered across the reload; never without storage (no memory, no reload). */
function claimRetryReload(storage: RetryEnv['storage'], now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RETRY_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RETRY_RELOAD_GAP_MS) return false;
    storage.setItem(RETRY_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * 重新加载 after `error`: reloads the page when the error is a chunk that did not load and that
 * chunk now answers (returns true). Otherwise (another error, the network still away, a reload
 * just happened) returns false and the caller retries in place: a new import() or render, which
 * shows the error state again while nothing has changed.
 */
export async function reloadToRetry(error: unknown, env: RetryEnv = browserRetryEnv()): Promise<boolean> {
  const chunk = failedChunkOf(error);
  if (!chunk || !(await chunkReachable(chunk, env.fetchFn))) return false;
  if (!claimRetryReload(env.storage, env.now())) return false;
  env.reload();
  return true;
}
