import { reportOf, sendReport } from './report';
import { reloadIfChunkGone } from './stale-build';

// One error can arrive twice (a boundary caught it and React reported it again): handled once.
const handled = new WeakSet<object>();

/** Loaded on the first error: reports it, then reloads once if it was a chunk of an old build. */
export async function handleClientError(error: unknown, source: string, build: string): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (handled.has(error)) return;
    handled.add(error);
  }
  sendReport(reportOf(error, source, window.location, build), window.fetch.bind(window));
  await reloadIfChunkGone(error, build, {
    fetchFn: window.fetch.bind(window),
    storage: sessionStorageOrNone(),
    reload: () => window.location.reload(),
    now: Date.now,
  });
}

/** sessionStorage, or a memory that forgets nothing and allows no reload when the browser refuses it. */
function sessionStorageOrNone(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage;
  } catch {
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error('no sessionStorage');
      },
    };
  }
}
