/**
 * Counts failed sign-ins per account and per address in a sliding window.
 * Kept in memory: one server process owns a data folder (see the data-folder lock).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Seconds to wait before another attempt, or 0 when the keys may try. */
  retryAfterSeconds(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.recent(key, now);
      if (list.length >= this.maxFailures) {
        const oldest = list[list.length - this.maxFailures] ?? now;
        wait = Math.max(wait, Math.ceil((oldest + this.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  recordFailure(keys: string[], now = Date.now()): void {
    for (const key of keys) {
      const list = this.recent(key, now);
      list.push(now);
      this.failures.set(key, list);
    }
  }

  reset(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}
