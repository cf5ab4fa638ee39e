import { useRef, type TouchEvent } from 'react';

/** A horizontal drag longer than this (px) turns the level; shorter ones are taps or scrolls. */
const SWIPE_PX = 48;

/**
 * Left/right swipes on the level card. The ui-kit Carousel is uncontrolled (it cannot follow
 * the tabs), so the card reads the touch itself: one start and one end point, no animation.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const touch = e.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      const touch = e.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
