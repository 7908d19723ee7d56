import { STINGER_WAIT_MS, THEME_TRANSITION_MS } from './overlay-constants.js';
import type { ActivationTimers } from './overlay-activation.js';

/**
 * The stinger's phases (OVERLAYS §2 "Stingers"): it covers the overlay (one theme transition), holds for the wait,
 * then reveals it (another theme transition).
 */
export type StingerPhase = 'idle' | 'covering' | 'holding' | 'revealing';

export interface StingerSnapshot {
  readonly phase: StingerPhase;
  /** Counts the moments the stinger fully covered the overlay (the content may switch underneath). */
  readonly covers: number;
}

export interface StingerTimings {
  /** Cover and reveal each (broadcast §9: theme transition 750 ms). */
  readonly transitionMs: number;
  /** The hold once covered (broadcast §9: stinger wait 500 ms). */
  readonly waitMs: number;
}

export const STINGER_TIMINGS: StingerTimings = {
  transitionMs: THEME_TRANSITION_MS,
  waitMs: STINGER_WAIT_MS,
};

const globalTimers: ActivationTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One overlay's stinger timeline: `play()` covers, holds and reveals. Played again while it covers or holds, the
 * hold starts over once covered (one cover, one reveal); played while it reveals, it covers again. An external
 * store for `useSyncExternalStore`.
 */
export class StingerTimeline {
  private snapshot: StingerSnapshot = { phase: 'idle', covers: 0 };
  private timer: unknown = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly timings: StingerTimings = STINGER_TIMINGS,
    private readonly timers: ActivationTimers = globalTimers,
  ) {}

  readonly getSnapshot = (): StingerSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Covers the overlay, holds, reveals. */
  play(): void {
    const { phase } = this.snapshot;
    if (phase === 'covering') return;
    if (phase === 'holding') {
      this.hold(this.snapshot.covers);
      return;
    }
    this.set({ phase: 'covering', covers: this.snapshot.covers });
    this.after(this.timings.transitionMs, () => this.hold(this.snapshot.covers + 1));
  }

  /** Back to idle at once (the stinger turned off). */
  stop(): void {
    this.cancel();
    if (this.snapshot.phase !== 'idle') this.set({ phase: 'idle', covers: this.snapshot.covers });
  }

  /** Cancels the running timeline (unmount); listeners unsubscribe themselves. */
  dispose(): void {
    this.cancel();
  }

  private hold(covers: number): void {
    this.set({ phase: 'holding', covers });
    this.after(this.timings.waitMs, () => {
      this.set({ phase: 'revealing', covers: this.snapshot.covers });
      this.after(this.timings.transitionMs, () =>
        this.set({ phase: 'idle', covers: this.snapshot.covers }),
      );
    });
  }

  private after(ms: number, callback: () => void): void {
    this.cancel();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      callback();
    }, ms);
  }

  private cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(next: StingerSnapshot): void {
    if (next.phase === this.snapshot.phase && next.covers === this.snapshot.covers) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
