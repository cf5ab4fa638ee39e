import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * false on the server and while React hydrates its HTML, true right after (and in any
 * client-only render): lets a part that depends on this browser (the member session in
 * sessionStorage) render what the server did first, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
