import { startTransition, useEffect, useState } from 'react';

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

/**
 * false on the server, during hydration and until the page has loaded and the main thread
 * is idle; then true for good. What is not part of the first screen (the welcome modal)
 * waits for it, so start-up has no long task for it and the first paint is never blocked.
 * The switch is a transition (not an external store, whose updates React renders in one
 * synchronous block): rendering what it reveals yields to input every few milliseconds.
 */
export function useAfterFirstPaint(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const turnOn = () => startTransition(() => setOn(true));
    if (ready) {
      turnOn();
      return undefined;
    }
    listeners.add(turnOn);
    schedule();
    return () => {
      listeners.delete(turnOn);
    };
  }, []);
  return on;
}
