export interface TokenBucketOptions {
  /** Burst: requests allowed at once from a full bucket. */
  capacity: number;
  /** Tokens added per second. */
  refillPerSecond: number;
  now: () => number;
  /** Most keys tracked; full buckets (and then the oldest) are forgotten beyond it. */
  maxKeys?: number;
}

export interface TakeResult {
  allowed: boolean;
  /** When refused: how long until one token is back. */
  retryAfterMs: number;
}

/** Tolerance for floating-point drift of fractional refills (0.3 + 0.3 + … may land just under 1). */
const EPSILON = 1e-9;

interface Bucket {
  tokens: number;
  at: number;
}

/** ARCHITECTURE §1 "rate limits": one token bucket per key (client IP). The clock is passed in. */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly options: TokenBucketOptions) {}

  get trackedKeys(): number {
    return this.buckets.size;
  }

  /** Takes one token for `key` if there is one. */
  take(key: string): TakeResult {
    const now = this.options.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.options.capacity, at: now };
    bucket.tokens = this.level(bucket, now);
    bucket.at = now;
    this.buckets.delete(key);
    this.buckets.set(key, bucket); // most recently used last
    if (this.buckets.size > (this.options.maxKeys ?? 50_000)) this.prune(now);
    if (bucket.tokens >= 1 - EPSILON) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterMs: 0 };
    }
    return {
      allowed: false,
      retryAfterMs: Math.ceil(
        ((1 - Math.max(0, bucket.tokens)) / this.options.refillPerSecond) * 1000,
      ),
    };
  }

  private level(bucket: Bucket, now: number): number {
    const refill = (Math.max(0, now - bucket.at) / 1000) * this.options.refillPerSecond;
    return Math.min(this.options.capacity, bucket.tokens + refill);
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.level(bucket, now) >= this.options.capacity) this.buckets.delete(key);
    }
    const maxKeys = this.options.maxKeys ?? 50_000;
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
