/**
 * Idempotency keys for money actions (transfer, recycle, withdrawal). The server runs an
 * action once per key, so a retried request — a lost answer, a second tap — cannot move the
 * money twice. One key belongs to one player action: the same payload sent again (a retry)
 * reuses it, a different payload or the next action after a success gets a fresh one.
 */

const KEY_BYTES = 16;

/**
 * 32 hex characters from the platform's CSPRNG. `crypto.randomUUID` would do, but browsers
 * only offer it on secure origins, and the site may be served over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remembers the key of the action in progress; one instance per form. */
export class IdempotencyKeys {
  private current: { payload: string; key: string } | null = null;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  /** The key for this payload: the pending one when it is a retry of the same action. */
  keyFor(payload: unknown): string {
    const text = JSON.stringify(payload);
    if (this.current?.payload !== text) this.current = { payload: text, key: this.generate() };
    return this.current.key;
  }

  /** The action went through (or was refused for good): the next one is a new action. */
  settle(): void {
    this.current = null;
  }
}
