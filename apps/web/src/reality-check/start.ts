import type { AppStore } from '@h5/api-client';
import { translated } from '@h5/domain';
import { catalogue } from './locales';
import { mountRealityCheck } from './mount';

/**
 * The reality check's entry (docs/api.md, Player protection), in the live-money chunk that loads after the page: it
 * waits for a login and only then mounts the dialog in a root of its own, so neither / nor
 * /login carries a byte of it in their first paint. The dialog rides in the same chunk: a chunk
 * of its own put its file name in the entry's preload map (+0.04 kB of first paint).
 */
export function startRealityCheck(store: AppStore, doc: Document = document): () => void {
  let mounted = false;
  const check = () => {
    if (mounted || !store.getState().session.token) return;
    mounted = true;
    // Its texts in the active language first (nothing to wait for in Chinese).
    void translated({ catalogue }).then(() => mountRealityCheck(store, doc));
  };
  check();
  return store.subscribe(check);
}
