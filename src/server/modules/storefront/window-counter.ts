/**
 * Counts events per key in fixed windows, in this process's memory, for coarse flood guards
 * (keys beyond `maxKeys` push out the oldest).
 */
export class WindowCounter {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may go on, or 0 while it is under the limit. */
  retryAfterSeconds(key: string): number {
    const slot = this.counts.get(key);
    const now = this.now();
    if (!slot || slot.resetAt <= now || slot.count < this.limit) return 0;
    return Math.max(1, Math.ceil((slot.resetAt - now) / 1000));
  }

  hit(key: string): void {
    const now = this.now();
    const slot = this.counts.get(key);
    if (slot && slot.resetAt > now) {
      slot.count++;
      return;
    }
    this.counts.delete(key);
    this.counts.set(key, { count: 1, resetAt: now + this.windowMs });
    for (const oldest of this.counts.keys()) {
      if (this.counts.size <= this.maxKeys) break;
      this.counts.delete(oldest);
    }
  }
}
