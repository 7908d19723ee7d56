/**
 * Whether an overlay is active (OVERLAYS §2 "Activation"): a click toggles it (for testing), OBS source events set
 * it, and on becoming active its animations restart after the broadcast's transition_offset. With 'No animations'
 * or a noAnimate option it is always active. An external store for `useSyncExternalStore`.
 */
export interface ActivationSnapshot {
  /** On program (OBS source active) or toggled on by a click; always true when always active. */
  readonly active: boolean;
  /** Shown somewhere in OBS (preview or program), or the page is visible outside OBS. */
  readonly visible: boolean;
  /** The animations run: `transitionOffsetMs` after becoming active (at once when always active). */
  readonly started: boolean;
  /** Counts the starts: a new value restarts the overlay's animations (used as a render key). */
  readonly epoch: number;
  /** 'No animations' or a noAnimate option: always active, never restarted. */
  readonly alwaysActive: boolean;
}

export interface ActivationConfig {
  readonly alwaysActive: boolean;
  /** The broadcast's transition_offset (ms): how long after becoming active the animations restart. */
  readonly transitionOffsetMs: number;
}

export interface ActivationTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: ActivationTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class OverlayActivation {
  private sourceActive = false;
  private visible: boolean;
  private started = false;
  private epoch = 0;
  private config: ActivationConfig;
  private timer: unknown = null;
  private snapshot: ActivationSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    config: ActivationConfig,
    initiallyVisible = true,
    private readonly timers: ActivationTimers = globalTimers,
  ) {
    this.config = config;
    this.visible = initiallyVisible;
    this.snapshot = this.build();
  }

  readonly getSnapshot = (): ActivationSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** New settings (the broadcast or its transition_offset changed); an always-active overlay starts at once. */
  configure(config: ActivationConfig): void {
    if (
      config.alwaysActive === this.config.alwaysActive &&
      config.transitionOffsetMs === this.config.transitionOffsetMs
    ) {
      return;
    }
    const wasAlways = this.config.alwaysActive;
    this.config = config;
    if (config.alwaysActive) this.cancelTimer();
    else if (wasAlways && this.sourceActive) this.scheduleStart();
    this.emit();
  }

  /** An OBS source-active event (or a click): becoming active restarts the animations after the offset. */
  setActive(active: boolean): void {
    if (active === this.sourceActive) return;
    this.sourceActive = active;
    if (!this.config.alwaysActive) {
      if (active) this.scheduleStart();
      else {
        this.cancelTimer();
        this.started = false;
      }
    }
    this.emit();
  }

  /** A click: toggles active (for testing without OBS). */
  toggle(): void {
    this.setActive(!this.sourceActive);
  }

  /**
   * OBS source visibility, or the page's visibility. Visible nowhere means not on program either: OBS can miss
   * "inactive" after a cancelled transition, so an overlay that is hidden is made inactive.
   */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    if (!visible && this.sourceActive) {
      this.setActive(false);
      return;
    }
    this.emit();
  }

  /** Cancels the pending start (unmount); listeners unsubscribe themselves. */
  dispose(): void {
    this.cancelTimer();
  }

  private scheduleStart(): void {
    this.cancelTimer();
    this.started = false;
    const offset = Math.max(0, this.config.transitionOffsetMs);
    if (offset === 0) {
      this.start();
      return;
    }
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.start();
      this.emit();
    }, offset);
  }

  private start(): void {
    this.started = true;
    this.epoch += 1;
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private build(): ActivationSnapshot {
    const always = this.config.alwaysActive;
    return {
      active: always || this.sourceActive,
      visible: this.visible,
      started: always || this.started,
      epoch: this.epoch,
      alwaysActive: always,
    };
  }

  private emit(): void {
    const next = this.build();
    const prev = this.snapshot;
    if (
      next.active === prev.active &&
      next.visible === prev.visible &&
      next.started === prev.started &&
      next.epoch === prev.epoch &&
      next.alwaysActive === prev.alwaysActive
    ) {
      return;
    }
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
