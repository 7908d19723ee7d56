/** Thresholds of the `high_error_rate` website flag (public-site §8 "a data server errors warning"). */
export const ERROR_RATE_WINDOW_MS = 60_000;
export const ERROR_RATE_MIN_RESPONSES = 20;
export const ERROR_RATE_MAX_SHARE = 0.05;
export const ERROR_RATE_MAX_ERRORS = 10;

export interface ErrorRateSnapshot {
  high: boolean;
  /** Share of 5xx answers in the window (0 when there were none). */
  rate: number;
  total: number;
  errors: number;
  windowMs: number;
}

/** High when (at least 20 answers and more than 5 % are 5xx) or at least 10 are 5xx (public-site §8 banner). */
export function isErrorRateHigh(total: number, errors: number): boolean {
  return (
    (total >= ERROR_RATE_MIN_RESPONSES && errors / total > ERROR_RATE_MAX_SHARE) ||
    errors >= ERROR_RATE_MAX_ERRORS
  );
}

interface Bucket {
  total: number;
  errors: number;
}

/**
 * Counts answers and 5xx answers in a sliding window (one-second buckets, so the window is exact to a second).
 * The clock is passed in.
 */
export class ErrorRateTracker {
  private readonly buckets = new Map<number, Bucket>();

  constructor(
    private readonly now: () => number,
    readonly windowMs = ERROR_RATE_WINDOW_MS,
    private readonly bucketMs = 1000,
  ) {}

  /** Counts one answer by its HTTP status. */
  record(status: number): void {
    const key = Math.floor(this.now() / this.bucketMs);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { total: 0, errors: 0 };
      this.buckets.set(key, bucket);
      this.prune(key);
    }
    bucket.total += 1;
    if (status >= 500) bucket.errors += 1;
  }

  snapshot(): ErrorRateSnapshot {
    const current = Math.floor(this.now() / this.bucketMs);
    this.prune(current);
    let total = 0;
    let errors = 0;
    for (const bucket of this.buckets.values()) {
      total += bucket.total;
      errors += bucket.errors;
    }
    return {
      high: isErrorRateHigh(total, errors),
      rate: total ? errors / total : 0,
      total,
      errors,
      windowMs: this.windowMs,
    };
  }

  /** Drops buckets that left the window ending at bucket `current`. */
  private prune(current: number): void {
    const oldest = current - Math.ceil(this.windowMs / this.bucketMs) + 1;
    for (const key of this.buckets.keys()) if (key < oldest) this.buckets.delete(key);
  }
}
