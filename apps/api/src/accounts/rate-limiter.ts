/**
 * Sliding-window attempt counter kept in memory (one process). Enough to slow down
 * password guessing and mass registration; several instances would need a shared store.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** True when the key is already at its limit inside the window. */
  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    // Hostile clients can invent endless keys; drop the stale ones now and then.
    if (this.hits.size > 10_000) this.sweep();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  private sweep(): void {
    for (const key of [...this.hits.keys()]) {
      const list = this.recent(key);
      if (list.length) this.hits.set(key, list);
      else this.hits.delete(key);
    }
  }
}
