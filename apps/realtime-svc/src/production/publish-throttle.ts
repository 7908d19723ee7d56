/** Timers as the throttle uses them (injected so specs run on fake time). */
export interface ThrottleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Runs `publish(key)` at most once per `intervalMs` per key: the first request runs at once, requests within the
 * interval after it are merged into one run at the interval's end (so the last state always goes out).
 */
export class PublishThrottle {
  private readonly lastRun = new Map<string, number>();
  private readonly pending = new Map<string, unknown>();
  private stopped = false;

  constructor(
    private readonly intervalMs: number,
    private readonly publish: (key: string) => void,
    private readonly clock: ThrottleClock = realClock,
  ) {}

  request(key: string): void {
    if (this.stopped || this.pending.has(key)) return;
    const wait = (this.lastRun.get(key) ?? -Infinity) + this.intervalMs - this.clock.now();
    if (wait <= 0) {
      this.run(key);
      return;
    }
    this.pending.set(
      key,
      this.clock.setTimeout(() => {
        this.pending.delete(key);
        this.run(key);
      }, wait),
    );
  }

  /** Drops every pending run and ignores later requests (shutdown). */
  stop(): void {
    this.stopped = true;
    for (const handle of this.pending.values()) this.clock.clearTimeout(handle);
    this.pending.clear();
  }

  private run(key: string): void {
    this.lastRun.set(key, this.clock.now());
    this.publish(key);
  }
}
