// What the page needs soon but not for its first paint, run once it has loaded (with the
// after-load chunk, live/live.ts: a chunk of its own would cost the first paint its import).
import { followReducedMotion } from '@h5/ui-kit';
import { whenIdle } from './idle';
import { rememberScroll } from '../routes/scroll-memory';
import { startVitals } from '../vitals/start';

export function afterLoad(): void {
  // antd-mobile's motion off while the phone asks for reduced motion, on again when it stops.
  followReducedMotion(window);
  // Back and forward return to where the player was (routes/scroll-to-top.tsx).
  rememberScroll(window);
  // The error state's code, before a chunk fails on a flaky network (docs/architecture.md §6),
  // fetched and evaluated in an idle period, not in the load task beside the rest. A failure here
  // is the first error's to show (the boundary's plain fallback).
  whenIdle(() => void import('../recovery/error-screen').catch(() => undefined));
  // Players' real page speed (docs/operations.md, Web vitals): sampled, loaded when idle.
  startVitals(window);
}
