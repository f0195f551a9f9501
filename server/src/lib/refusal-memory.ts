/**
 * Keys this process refused, each until its window ends: a caller already refused is answered from memory, at no
 * database round trip, while the counts stay in PostgreSQL for every server. Bounded: past `maxKeys` the ended
 * ones are swept, and if all are still running a new refusal is simply not remembered (it is asked again).
 */
export class RefusalMemory {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Remembers `key` refused for `ms` more. */
  remember(key: string, ms: number): void {
    if (ms <= 0) return;
    if (!this.until.has(key) && this.until.size >= this.maxKeys) this.sweep();
    if (!this.until.has(key) && this.until.size >= this.maxKeys) return;
    this.until.set(key, this.now() + ms);
  }

  /** The whole seconds `key` is still refused for (at least 1), or 0. */
  secondsLeft(key: string): number {
    const until = this.until.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return Math.max(1, Math.ceil(left / 1000));
    this.until.delete(key);
    return 0;
  }

  get size(): number {
    return this.until.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
  }
}
