export interface TokenCacheOptions {
  ttlMs: number;
  /** Most entries kept; the oldest are dropped first. */
  maxEntries: number;
  now: () => number;
}

/**
 * ARCHITECTURE §4.1 "short in-process cache": values by token hash (never by token) for `ttlMs`, bounded in
 * size. Revocation deletes an entry at once. Past half its time an entry is due for a refresh (`refreshDue`), so a
 * caller can renew it in the background instead of making a request wait for it. The clock is passed in.
 */
export class TokenCache<V> {
  private readonly entries = new Map<string, { value: V; refreshAt: number; expiresAt: number }>();

  constructor(private readonly options: TokenCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get(hash: string): V | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.options.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.value;
  }

  set(hash: string, value: V): void {
    if (this.options.ttlMs <= 0) return;
    this.entries.delete(hash); // re-insert so Map order stays oldest-first
    const now = this.options.now();
    this.entries.set(hash, {
      value,
      refreshAt: now + this.options.ttlMs / 2,
      expiresAt: now + this.options.ttlMs,
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Whether a live entry has passed half its time (a refresh now keeps it from ever expiring in use). */
  refreshDue(hash: string): boolean {
    const entry = this.entries.get(hash);
    const now = this.options.now();
    return !!entry && entry.refreshAt <= now && now < entry.expiresAt;
  }

  delete(hash: string): void {
    this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }
}
