/**
 * A deposit or withdrawal asked for or decided, as the live stream tells it (or a reconnection's
 * resync, which may have missed some). RTK Query's cached lists follow through their tags; a
 * paged list kept in a screen's own state (usePaged: /transRecord) cannot, so it listens here
 * and asks page 1 again, its rows staying on screen until the answer arrives.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on each change until the returned function is called. */
export function onOrdersChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function ordersChanged(): void {
  for (const listener of [...listeners]) listener();
}
