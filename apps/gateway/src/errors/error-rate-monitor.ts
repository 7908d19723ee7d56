import type { z } from 'zod';
import type { ErrorRateEventSchema } from '@castline/contracts';
import type { ErrorRateSnapshot, ErrorRateTracker } from './error-rate-tracker.js';

export type ErrorRateEvent = z.infer<typeof ErrorRateEventSchema>;

function toEvent(snapshot: ErrorRateSnapshot): ErrorRateEvent {
  return { high: snapshot.high, rate: snapshot.rate, window_ms: snapshot.windowMs };
}

/**
 * Feeds the `high_error_rate` website flag: publishes SUBJECTS.errorRate whenever `high` flips (checked on every
 * answer) and every 10 s (so a late subscriber, and a window that emptied without traffic, catch up).
 */
export class ErrorRateMonitor {
  private lastHigh = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly tracker: ErrorRateTracker,
    private readonly publish: (event: ErrorRateEvent) => void,
    private readonly heartbeatMs = 10_000,
  ) {}

  /** Counts one answer; publishes at once when the flag changes. */
  record(status: number): void {
    this.tracker.record(status);
    const snapshot = this.tracker.snapshot();
    if (snapshot.high !== this.lastHigh) this.publishSnapshot(snapshot);
  }

  publishNow(): void {
    this.publishSnapshot(this.tracker.snapshot());
  }

  start(): void {
    this.timer ??= setInterval(() => this.publishNow(), this.heartbeatMs);
    this.timer.unref();
    this.publishNow();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private publishSnapshot(snapshot: ErrorRateSnapshot): void {
    this.lastHigh = snapshot.high;
    this.publish(toEvent(snapshot));
  }
}
