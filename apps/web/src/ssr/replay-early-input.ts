// Loaded by main.tsx only when a field of the server's HTML was typed into before React
// hydrated it (early-input.ts): nothing of it weighs on the first paint.
import { isHydrated } from './early-taps';

/** How long a typed field may wait for its part of the page to hydrate. */
export const EARLY_INPUT_WAIT_MS = 10_000;
const POLL_MS = 50;

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands React what the player typed before it ran: React's state (a controlled field's value) is
 * the server's empty one, and hydrating the field empties it, so the form would send nothing.
 * Once React has hydrated the field, it is emptied through React's own value setter (its change
 * tracker then holds ''), given the last text typed before hydration (`typed()`) with the
 * element's native setter and sent an input event: React's onChange hears the whole text, as if
 * typed. A field the player has typed into again since hydration is left alone (React heard that).
 */
export async function replayEarlyInput(field: Field, typed: () => string, waitMs = EARLY_INPUT_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (field.isConnected && !isHydrated(field) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const text = typed();
  if (!field.isConnected || !isHydrated(field) || (field.value !== '' && field.value !== text)) return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeSet = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!nativeSet) return;
  field.value = '';
  nativeSet.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
