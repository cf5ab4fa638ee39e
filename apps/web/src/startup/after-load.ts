// Loaded once the page has loaded (main.tsx), off the first paint's budget (docs/performance.md).
import { followReducedMotion } from '@h5/ui-kit';
import { preloadErrorScreen } from '../recovery/error-boundary';

// The error state's code, before a chunk fails on a flaky network (docs/architecture.md §6).
preloadErrorScreen();
// antd-mobile's motion off while the phone asks for reduced motion, on again when it stops.
followReducedMotion(window);
