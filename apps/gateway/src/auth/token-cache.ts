export interface TokenCacheOptions {
  ttlMs: number;
  /** Most entries kept; the oldest are dropped first. */
  maxEntries: number;
  now: () => number;
}

/**
 * ARCHITECTURE §4.1 "short in-process cache": values by token hash (never by token) for `ttlMs`, bounded in
 * size. Revocation deletes an entry at once. The clock is passed in.
 */
export class TokenCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

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
    this.entries.set(hash, { value, expiresAt: this.options.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(hash: string): void {
    this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }
}
