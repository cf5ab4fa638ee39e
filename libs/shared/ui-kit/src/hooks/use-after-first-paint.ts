import { useSyncExternalStore } from 'react';

let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function schedule() {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const done = () => {
    ready = true;
    listeners.forEach((listener) => listener());
  };
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  const start = () => idle(done, { timeout: 3000 });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

const subscribe = (listener: () => void) => {
  schedule();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * false on the server, during hydration and until the page has loaded and the main thread
 * is idle; then true for good. What is not part of the first screen (the welcome modal)
 * waits for it, so start-up has no long task for it and the first paint is never blocked.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
