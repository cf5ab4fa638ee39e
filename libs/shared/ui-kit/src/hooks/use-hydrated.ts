import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** true while React hydrates the server's HTML, 'server' while the server renders it. */
const HydratingContext = createContext<boolean | 'server'>(false);

/**
 * Tells the hooks below whether this tree renders the server's HTML (`value="server"`, in the
 * server bundle), hydrates it (`true`) or renders in the browser alone (`false`).
 */
export const HydrationBoundary = HydratingContext.Provider;

/** true while the server renders the page (not while the browser hydrates it). */
export function useServerRender(): boolean {
  return useContext(HydratingContext) === 'server';
}

/**
 * true in the browser when this tree took over the server's HTML (hydrated it): the server's style
 * sheet, whose rules styled-components keeps, is in the page.
 */
export function useTookOverServerHtml(): boolean {
  return useContext(HydratingContext) === true;
}

/**
 * false on the server and while React hydrates its HTML, true right after (and at once in any
 * client-only render): lets a part that depends on this browser (the member session in
 * sessionStorage) render what the server did first, so hydration matches.
 *
 * State switched in a transition after the hydration commit, not useSyncExternalStore with a
 * different server snapshot: React re-renders such a store's readers in one synchronous task
 * right after hydrating (~80 ms on a 4× slower phone for the member header); a transition
 * yields to the browser every few milliseconds.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!useContext(HydratingContext));
  // Already true in a client-only render: React bails out of the same state.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
