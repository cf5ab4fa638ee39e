// Loaded by main.tsx only when a field of the server's HTML was typed into before React
// hydrated it (early-input.ts): nothing of it weighs on the first paint.
import { isHydrated } from './early-taps';

/** How long a typed field may wait for its part of the page to hydrate, and is watched after. */
export const EARLY_INPUT_WAIT_MS = 10_000;
const POLL_MS = 50;

type Field = HTMLInputElement | HTMLTextAreaElement;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives a hydrated field `text` as if typed: emptied through React's own value setter (its change
 * tracker then holds ''), given the text with the element's native setter and sent an input
 * event, so React's onChange hears the whole text.
 */
function hand(field: Field, text: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeSet = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!nativeSet) return;
  field.value = '';
  nativeSet.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hands React what the player typed before it ran: React's state (a controlled field's value) is
 * the server's empty one, and hydrating the field empties it, so the form would send nothing.
 * Once React has hydrated the field, it gets the last text typed before (`typed()`). A field the
 * player has typed into again since hydration is left alone (React heard that).
 *
 * React claims a field when it renders it, before it commits that render: an input event in
 * between reaches no handler, and the commit then writes React's '' back (a loaded machine showed
 * it: the login sent nothing). So the field is watched until the wait is over and handed its text
 * again when it is emptied by anything but the player: the watch ends at the player's own input
 * into it, or a button, a link or a form sent (what the field holds is theirs from then on).
 */
export async function replayEarlyInput(field: Field, typed: () => string, waitMs = EARLY_INPUT_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  let playerActed = false;
  const onInput = (event: Event) => {
    if (event.isTrusted) playerActed = true;
  };
  const onAction = (event: Event) => {
    if (event.isTrusted && (event.type === 'submit' || (event.target instanceof Element && event.target.closest('button,a,[role=button]'))))
      playerActed = true;
  };
  field.addEventListener('input', onInput, true);
  document.addEventListener('click', onAction, true);
  document.addEventListener('submit', onAction, true);
  try {
    while (field.isConnected && !isHydrated(field) && Date.now() < deadline) await sleep(POLL_MS);
    const text = typed();
    if (!field.isConnected || !isHydrated(field) || (field.value !== '' && field.value !== text)) return;
    hand(field, text);
    while (field.isConnected && !playerActed && Date.now() < deadline) {
      await sleep(POLL_MS);
      if (!playerActed && field.isConnected && field.value === '' && text !== '') hand(field, text);
    }
  } finally {
    field.removeEventListener('input', onInput, true);
    document.removeEventListener('click', onAction, true);
    document.removeEventListener('submit', onAction, true);
  }
}
