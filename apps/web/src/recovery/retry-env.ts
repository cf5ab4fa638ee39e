/** What reloadToRetry (retry-load.ts) uses of the browser; tests hand in their own. */
export interface RetryEnv {
  fetchFn: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: () => number;
}

/** The browser's own environment for reloadToRetry. */
export function browserRetryEnv(): RetryEnv {
  let storage: RetryEnv['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage: no reload (see claimRetryReload).
  }
  return { fetchFn: window.fetch.bind(window), storage, reload: () => window.location.reload(), now: Date.now };
}
