// Loaded by main.tsx only when the player tapped a button before the app ran or on a part React
// had not hydrated yet (early-taps.ts): nothing of it weighs on the first paint.
import { isHydrated } from './early-taps';

/** How long a tapped button may wait for its part of the page to hydrate before the tap is dropped. */
export const EARLY_TAP_WAIT_MS = 5000;
const POLL_MS = 50;

/**
 * Taps again, in order, each button still on the page once React has hydrated it (hydration
 * keeps the server's nodes; a client render replaces them, and then nothing is replayed).
 * Empties the list, so a second call (StrictMode's double effect) taps nothing twice.
 */
export async function replayEarlyTaps(taps: Element[], waitMs = EARLY_TAP_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (const target of taps.splice(0)) {
    while (target.isConnected && !isHydrated(target) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (target.isConnected && isHydrated(target) && target instanceof HTMLElement && !target.matches(':disabled')) target.click();
  }
}
