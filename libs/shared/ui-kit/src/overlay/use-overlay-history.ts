import { useLayoutEffect, useRef } from 'react';
import { openOverlay, releaseOverlay, reviveOverlay, type OverlayEntry } from './overlay-stack';

/**
 * While `open`, the overlay holds one history entry: back (or its screen ending) calls `close`;
 * closing it any other way takes the entry back out (docs/architecture.md §8). A layout effect,
 * so the entry is there before a tap inside the overlay can navigate.
 */
export function useOverlayHistory(open: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  const entry = useRef<OverlayEntry | null>(null);
  useLayoutEffect(() => {
    if (!open) return undefined;
    const onClose = () => latest.current();
    const current = reviveOverlay(entry.current, onClose) ? entry.current : openOverlay(onClose);
    entry.current = current;
    return () => releaseOverlay(current);
  }, [open]);
}
