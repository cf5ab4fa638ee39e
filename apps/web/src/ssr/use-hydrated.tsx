import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** true while React hydrates the server's HTML (and on the server itself). */
const HydratingContext = createContext(false);

/** Tells useHydrated below that this tree renders (or hydrates) the server's HTML. */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  return <HydratingContext.Provider value={hydrating}>{children}</HydratingContext.Provider>;
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
  const hydrating = useContext(HydratingContext);
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
