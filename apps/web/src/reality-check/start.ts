import type { AppStore } from '@h5/api-client';

/**
 * The reality check's lazy entry (issue 34). main.tsx imports this small module after the page
 * has loaded; it waits for a login and only then loads the dialog's chunk and mounts it in a
 * root of its own, so neither / nor /login carries a byte of it in their first paint.
 */
export function startRealityCheck(store: AppStore, doc: Document = document): () => void {
  let mounted = false;
  const check = () => {
    if (mounted || !store.getState().session.token) return;
    mounted = true;
    void import('./mount').then((m) => m.mountRealityCheck(store, doc));
  };
  check();
  return store.subscribe(check);
}
